import { addDays, type ReportGrouping } from "@shop/shared";

/** The first day of the period (day, ISO week from Monday, month) that holds `date`, as PostgreSQL's date_trunc. */
export function periodStart(date: string, grouping: ReportGrouping): string {
  if (grouping === "day") return date;
  if (grouping === "month") return `${date.slice(0, 7)}-01`;
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

function nextPeriod(start: string, grouping: ReportGrouping): string {
  if (grouping === "day") return addDays(start, 1);
  if (grouping === "week") return addDays(start, 7);
  const [y = 0, m = 1] = start.split("-").map(Number);
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, "0")}-01`;
}

/**
 * Every period from `from` to `to`: key (the period's first day, as the SQL groups it), and its first and last
 * day inside the range (a week or month is cut at the range's ends).
 */
export function periodsOf(
  from: string,
  to: string,
  grouping: ReportGrouping,
): Array<{ key: string; start: string; end: string }> {
  const periods = [];
  for (let key = periodStart(from, grouping); key <= to; key = nextPeriod(key, grouping)) {
    const last = addDays(nextPeriod(key, grouping), -1);
    periods.push({ key, start: key < from ? from : key, end: last > to ? to : last });
  }
  return periods;
}
