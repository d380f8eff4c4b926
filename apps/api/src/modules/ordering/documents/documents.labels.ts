import type { Language } from "@shop/shared";

/** The words printed on the tax invoice and the packing slip, per language (the web app's i18n files are the page's). */
export interface DocumentLabels {
  taxInvoice: string;
  trn: string;
  invoiceNumber: string;
  invoiceDate: string;
  supplyDate: string;
  orderNumber: string;
  supplier: string;
  customer: string;
  description: string;
  qty: string;
  unitPrice: string;
  vatRate: string;
  vatAmount: string;
  lineTotal: string;
  deliveryCharge: string;
  codFee: string;
  totalExclVat: string;
  vat: string;
  totalInclVat: string;
  refunds: string;
  refunded: string;
  netAfterRefunds: string;
  /** "Discount (CODE)" (issue 16). */
  discount: string;
  itemsBeforeDiscount: string;
  payment: string;
  paymentMethods: { cod: string; card: string };
  amountsIn: string;
  packingSlip: string;
  delivery: string;
  mobile: string;
  sku: string;
  options: string;
  packed: string;
  codToCollect: string;
  prepaid: string;
  noOrders: string;
  page: string;
  emirates: Record<string, string>;
  slots: Record<string, string>;
  potSize: string;
  potColour: string;
}

const en: DocumentLabels = {
  taxInvoice: "Tax Invoice",
  trn: "TRN",
  invoiceNumber: "Invoice number",
  invoiceDate: "Invoice date",
  supplyDate: "Date of supply",
  orderNumber: "Order",
  supplier: "Supplier",
  customer: "Customer",
  description: "Description",
  qty: "Qty",
  unitPrice: "Unit price excl. VAT",
  vatRate: "VAT rate",
  vatAmount: "VAT",
  lineTotal: "Total incl. VAT",
  deliveryCharge: "Delivery charge",
  codFee: "Cash on delivery fee",
  totalExclVat: "Total excluding VAT",
  vat: "VAT 5%",
  totalInclVat: "Total including VAT",
  refunds: "Refunds (credit)",
  refunded: "Refunded",
  netAfterRefunds: "Net after refunds",
  discount: "Discount",
  itemsBeforeDiscount: "Items before discount",
  payment: "Payment",
  paymentMethods: { cod: "Cash on delivery", card: "Card" },
  amountsIn: "Amounts in AED",
  packingSlip: "Packing slip",
  delivery: "Delivery",
  mobile: "Mobile",
  sku: "SKU",
  options: "Options",
  packed: "Packed",
  codToCollect: "Cash to collect",
  prepaid: "Paid by card: nothing to collect",
  noOrders: "No orders to pack for this day and filter.",
  page: "Page",
  emirates: {
    abu_dhabi: "Abu Dhabi",
    dubai: "Dubai",
    sharjah: "Sharjah",
    ajman: "Ajman",
    umm_al_quwain: "Umm Al Quwain",
    ras_al_khaimah: "Ras Al Khaimah",
    fujairah: "Fujairah",
  },
  slots: { morning: "Morning", afternoon: "Afternoon", evening: "Evening" },
  potSize: "Pot",
  potColour: "Colour",
};

const fr: DocumentLabels = {
  taxInvoice: "Facture fiscale",
  trn: "N° TRN",
  invoiceNumber: "Numéro de facture",
  invoiceDate: "Date de facture",
  supplyDate: "Date de livraison (fourniture)",
  orderNumber: "Commande",
  supplier: "Vendeur",
  customer: "Client",
  description: "Désignation",
  qty: "Qté",
  unitPrice: "Prix unitaire HT",
  vatRate: "Taux TVA",
  vatAmount: "TVA",
  lineTotal: "Total TTC",
  deliveryCharge: "Frais de livraison",
  codFee: "Frais de paiement à la livraison",
  totalExclVat: "Total hors TVA",
  vat: "TVA 5 %",
  totalInclVat: "Total TVA comprise",
  refunds: "Remboursements (avoir)",
  refunded: "Remboursé",
  netAfterRefunds: "Net après remboursements",
  discount: "Remise",
  itemsBeforeDiscount: "Articles avant remise",
  payment: "Paiement",
  paymentMethods: { cod: "Paiement à la livraison", card: "Carte" },
  amountsIn: "Montants en AED",
  packingSlip: "Bon de préparation",
  delivery: "Livraison",
  mobile: "Mobile",
  sku: "Réf.",
  options: "Options",
  packed: "Prêt",
  codToCollect: "Montant à encaisser",
  prepaid: "Payé par carte : rien à encaisser",
  noOrders: "Aucune commande à préparer pour ce jour et ce filtre.",
  page: "Page",
  emirates: {
    abu_dhabi: "Abou Dabi",
    dubai: "Dubaï",
    sharjah: "Charjah",
    ajman: "Ajman",
    umm_al_quwain: "Oumm al Qaïwaïn",
    ras_al_khaimah: "Ras el Khaïmah",
    fujairah: "Fujaïrah",
  },
  slots: { morning: "Matin", afternoon: "Après-midi", evening: "Soir" },
  potSize: "Pot",
  potColour: "Couleur",
};

const ar: DocumentLabels = {
  taxInvoice: "فاتورة ضريبية",
  trn: "الرقم الضريبي",
  invoiceNumber: "رقم الفاتورة",
  invoiceDate: "تاريخ الفاتورة",
  supplyDate: "تاريخ التوريد",
  orderNumber: "الطلب",
  supplier: "المورّد",
  customer: "العميل",
  description: "الوصف",
  qty: "الكمية",
  unitPrice: "سعر الوحدة دون الضريبة",
  vatRate: "نسبة الضريبة",
  vatAmount: "الضريبة",
  lineTotal: "الإجمالي شامل الضريبة",
  deliveryCharge: "رسوم التوصيل",
  codFee: "رسوم الدفع عند الاستلام",
  totalExclVat: "الإجمالي دون ضريبة القيمة المضافة",
  vat: "ضريبة القيمة المضافة 5%",
  totalInclVat: "الإجمالي شامل ضريبة القيمة المضافة",
  refunds: "المبالغ المستردة (إشعار دائن)",
  refunded: "مسترد",
  netAfterRefunds: "الصافي بعد الاسترداد",
  discount: "خصم",
  itemsBeforeDiscount: "المنتجات قبل الخصم",
  payment: "الدفع",
  paymentMethods: { cod: "الدفع عند الاستلام", card: "بطاقة" },
  amountsIn: "المبالغ بالدرهم الإماراتي (AED)",
  packingSlip: "قائمة التعبئة",
  delivery: "التوصيل",
  mobile: "الجوال",
  sku: "رمز المنتج",
  options: "الخيارات",
  packed: "تم",
  codToCollect: "المبلغ المطلوب تحصيله",
  prepaid: "مدفوع بالبطاقة: لا شيء للتحصيل",
  noOrders: "لا توجد طلبات للتعبئة لهذا اليوم وهذه التصفية.",
  page: "صفحة",
  emirates: {
    abu_dhabi: "أبوظبي",
    dubai: "دبي",
    sharjah: "الشارقة",
    ajman: "عجمان",
    umm_al_quwain: "أم القيوين",
    ras_al_khaimah: "رأس الخيمة",
    fujairah: "الفجيرة",
  },
  slots: { morning: "الصباح", afternoon: "بعد الظهر", evening: "المساء" },
  potSize: "الأصيص",
  potColour: "اللون",
};

const byLanguage: Record<Language, DocumentLabels> = { en, fr, ar };

/** The labels of a language; anything else (an old order's locale) is English. */
export function labelsOf(language: string): DocumentLabels {
  return byLanguage[language as Language] ?? en;
}

export const englishLabels = en;
