import { useTranslation } from "react-i18next";
import type { PaginationProps } from "../../ui/pagination";

/** The words of the numbered page links, in the page's language (ui/pagination.tsx takes them ready-made). */
export function usePaginationLabels(): PaginationProps["labels"] {
  const { t } = useTranslation();
  return {
    nav: t("pagination.label"),
    previous: t("pagination.previous"),
    next: t("pagination.next"),
    page: (n) => t("pagination.page", { page: n }),
  };
}
