import type { CareDef, I18n } from "../types";

type Lang = keyof I18n;
const t = (en: string, fr: string, ar: string): I18n => ({ en, fr, ar });

const LIGHT_IN: Record<string, I18n> = {
  low: t(
    "Tolerates low light and does well away from windows.",
    "Tolère la faible luminosité et se plaît loin des fenêtres.",
    "يتحمّل الإضاءة المنخفضة وينمو جيداً بعيداً عن النوافذ.",
  ),
  medium: t(
    "Prefers medium light, such as a few metres from a bright window.",
    "Préfère une lumière moyenne, à quelques mètres d'une fenêtre lumineuse.",
    "يفضّل الإضاءة المتوسطة، على بُعد أمتار قليلة من نافذة مشرقة.",
  ),
  bright_indirect: t(
    "Give it bright, indirect light and shield it from harsh afternoon sun.",
    "Offrez-lui une lumière vive mais indirecte, à l'abri du soleil brûlant de l'après-midi.",
    "ضعه في ضوء ساطع غير مباشر، واحمِه من شمس الظهيرة الحارقة.",
  ),
  full_sun: t(
    "Loves direct sun: a south- or west-facing window is ideal.",
    "Adore le soleil direct : une fenêtre orientée sud ou ouest est idéale.",
    "يحب أشعة الشمس المباشرة، والنافذة المواجهة للجنوب أو الغرب مثالية له.",
  ),
};
const LIGHT_OUT: Record<string, I18n> = {
  full_sun: t(
    "Thrives in full sun and copes with UAE heat once established; give young plants some afternoon shade in summer.",
    "S'épanouit en plein soleil et supporte la chaleur des Émirats une fois installée ; protégez les jeunes plants du soleil de l'après-midi en été.",
    "ينمو في الشمس الكاملة ويتحمّل حرارة الإمارات بعد أن يستقر؛ وفّر للنباتات الصغيرة بعض الظل بعد الظهر في الصيف.",
  ),
  shade: t(
    "Outdoors it prefers light or dappled shade, for example under a pergola.",
    "À l'extérieur, elle préfère la mi-ombre, par exemple sous une pergola.",
    "يفضّل في الخارج الظل الخفيف أو الجزئي، كأن يكون تحت مظلة خشبية.",
  ),
};
const WATER_IN: Record<string, I18n> = {
  low: t(
    "Water sparingly, only when the soil is completely dry: roughly every 2–3 weeks.",
    "Arrosez avec parcimonie, seulement quand le terreau est complètement sec, soit environ toutes les 2 à 3 semaines.",
    "اسقه باعتدال فقط عندما تجف التربة تماماً، أي كل أسبوعين إلى ثلاثة تقريباً.",
  ),
  moderate: t(
    "Water when the top 3 cm of soil feels dry, usually once a week.",
    "Arrosez lorsque les 3 premiers centimètres du terreau sont secs, en général une fois par semaine.",
    "اسقه عندما تجف الطبقة العليا من التربة بعمق 3 سم، وعادةً مرة واحدة في الأسبوع.",
  ),
  frequent: t(
    "Keep the soil evenly moist and mist the leaves in dry, air-conditioned rooms.",
    "Gardez le terreau légèrement humide en permanence et brumisez le feuillage dans les pièces climatisées.",
    "حافظ على رطوبة التربة بشكل متوازن ورشّ الأوراق بالماء في الغرف المكيّفة الجافة.",
  ),
};
const WATER_OUT: Record<string, I18n> = {
  low: t(
    "Drought tolerant once established: a deep watering once a week is enough.",
    "Résiste à la sécheresse une fois installée : un arrosage copieux par semaine suffit.",
    "يتحمّل الجفاف بعد أن يستقر، ويكفيه ريّ عميق مرة في الأسبوع.",
  ),
  moderate: t(
    "Water two or three times a week in summer and weekly in the cooler months.",
    "Arrosez deux à trois fois par semaine en été et une fois par semaine pendant les mois plus frais.",
    "اسقه مرتين إلى ثلاث مرات أسبوعياً في الصيف، ومرة أسبوعياً في الأشهر الأبرد.",
  ),
  frequent: t(
    "Water deeply every day in summer and two or three times a week in winter.",
    "Arrosez abondamment tous les jours en été et deux à trois fois par semaine en hiver.",
    "اسقه بغزارة يومياً في الصيف، ومرتين إلى ثلاث مرات أسبوعياً في الشتاء.",
  ),
};
const DIFFICULTY: Record<string, I18n> = {
  easy: t(
    "Easy care, perfect for beginners.",
    "Facile d'entretien, parfaite pour débuter.",
    "سهل العناية ومثالي للمبتدئين.",
  ),
  moderate: t(
    "Moderate care: keep an eye on light and watering.",
    "Entretien modéré : surveillez la lumière et l'arrosage.",
    "يحتاج إلى عناية متوسطة؛ انتبه للإضاءة والري.",
  ),
  expert: t(
    "For experienced plant parents: it likes stable warmth and humidity.",
    "Pour jardiniers avertis : elle apprécie une chaleur et une humidité stables.",
    "لأصحاب الخبرة في العناية بالنباتات؛ فهو يحب الدفء والرطوبة الثابتين.",
  ),
};
const PET: Record<string, I18n> = {
  yes: t("Safe for cats and dogs.", "Sans danger pour les chats et les chiens.", "آمن على القطط والكلاب."),
  no: t(
    "Toxic if eaten: keep away from pets and small children.",
    "Toxique en cas d'ingestion : tenez-la hors de portée des animaux et des jeunes enfants.",
    "سام عند تناوله؛ أبقه بعيداً عن الحيوانات الأليفة والأطفال الصغار.",
  ),
};

/** Usage notes for products without care attributes, by leaf category. */
const GOODS_CARE: Record<string, I18n> = {
  "ceramic-pots": t(
    "Has a drainage hole; use a saucer indoors. Wipe clean with a damp cloth.",
    "Percé d'un trou de drainage ; utilisez une soucoupe à l'intérieur. Nettoyez avec un chiffon humide.",
    "يحتوي على فتحة تصريف؛ استخدم صحناً تحته في الداخل. يُنظَّف بقطعة قماش مبللة.",
  ),
  "plastic-pots": t(
    "UV-stabilised for balconies and terraces. Rinse with water to clean.",
    "Traité anti-UV pour balcons et terrasses. Rincez simplement à l'eau.",
    "مقاوم للأشعة فوق البنفسجية ومناسب للشرفات والتراسات. يُنظَّف بشطفه بالماء.",
  ),
  "hanging-planters": t(
    "Hang from a ceiling hook rated for at least 10 kg; water over a sink and let it drain.",
    "À suspendre à un crochet supportant au moins 10 kg ; arrosez au-dessus d'un évier et laissez égoutter.",
    "يُعلَّق على خطاف سقف يتحمّل 10 كغ على الأقل؛ اسقِ النبتة فوق الحوض واتركها حتى يتصفّى الماء.",
  ),
  "self-watering": t(
    "Fill the reservoir through the spout and refill when the gauge shows empty, about every 2–3 weeks.",
    "Remplissez le réservoir par le bec et rechargez lorsque la jauge indique vide, environ toutes les 2 à 3 semaines.",
    "املأ الخزان عبر الفوهة وأعد ملأه عندما يشير المؤشر إلى أنه فارغ، أي كل أسبوعين إلى ثلاثة تقريباً.",
  ),
  "soil-fertiliser": t(
    "Store sealed in a cool, dry place out of direct sun. Follow the dosage on the pack.",
    "Conservez fermé dans un endroit frais et sec, à l'abri du soleil. Respectez le dosage indiqué sur l'emballage.",
    "يُحفظ مغلقاً في مكان بارد وجاف بعيداً عن الشمس المباشرة. اتبع الجرعة المذكورة على العبوة.",
  ),
  seeds: t(
    "Sow from October to March for the best results in the UAE, and keep the soil moist until seedlings appear.",
    "Semez d'octobre à mars pour de meilleurs résultats aux Émirats, et gardez le sol humide jusqu'à la levée.",
    "ازرعها من أكتوبر إلى مارس للحصول على أفضل النتائج في الإمارات، وحافظ على رطوبة التربة حتى تظهر الشتلات.",
  ),
  "tools-accessories": t(
    "Rinse and dry after use; a drop of oil on metal parts keeps them rust-free.",
    "Rincez et séchez après usage ; une goutte d'huile sur les parties métalliques évite la rouille.",
    "اشطفها وجففها بعد الاستخدام؛ وقطرة زيت على الأجزاء المعدنية تحميها من الصدأ.",
  ),
};

/** Care text in one language, built from the care attributes (plants) or the category (everything else). */
export function careText(care: CareDef | undefined, cat: string, outdoor: boolean, lang: Lang): string {
  if (!care) return GOODS_CARE[cat]?.[lang] ?? "";
  const [light, watering, difficulty, pet] = care;
  const l = outdoor ? (light === "full_sun" ? LIGHT_OUT.full_sun! : LIGHT_OUT.shade!) : LIGHT_IN[light]!;
  const w = (outdoor ? WATER_OUT : WATER_IN)[watering]!;
  return [l[lang], w[lang], DIFFICULTY[difficulty]![lang], PET[pet ? "yes" : "no"]![lang]].join(" ");
}
