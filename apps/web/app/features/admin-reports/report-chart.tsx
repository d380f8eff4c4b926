import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

export interface ChartPoint {
  label: string;
  value: number;
}

interface ChartProps {
  points: ChartPoint[];
  /** What the bars measure, for the tooltip. */
  valueName: string;
  format: (value: number) => string;
  rtl: boolean;
  /** Long labels (product names) stand vertically, bars laid out sideways. */
  horizontal?: boolean;
}

/** recharts, loaded in the browser only: it measures the page, so the server renders a same-sized placeholder. */
type Recharts = typeof import("recharts");

function BarsChart({ lib, points, valueName, format, rtl, horizontal }: ChartProps & { lib: Recharts }) {
  const { ResponsiveContainer, BarChart, Bar, XAxis, YAxis, Tooltip, CartesianGrid } = lib;
  const compact = (value: number) => format(value).replace(/\.00$/, "");
  return (
    <ResponsiveContainer width="100%" height="100%" style={{ direction: "ltr" }}>
      {horizontal ? (
        <BarChart data={points} layout="vertical" margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" tickFormatter={compact} reversed={rtl} tick={{ fontSize: 11 }} />
          <YAxis
            type="category"
            dataKey="label"
            width={110}
            orientation={rtl ? "right" : "left"}
            tick={{ fontSize: 11 }}
          />
          <Tooltip formatter={(value) => [format(Number(value)), valueName]} />
          <Bar dataKey="value" name={valueName} fill="var(--green-600, #2f7a4f)" isAnimationActive={false} />
        </BarChart>
      ) : (
        <BarChart data={points} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" reversed={rtl} tick={{ fontSize: 11 }} minTickGap={8} />
          <YAxis tickFormatter={compact} orientation={rtl ? "right" : "left"} width={72} tick={{ fontSize: 11 }} />
          <Tooltip formatter={(value) => [format(Number(value)), valueName]} />
          <Bar dataKey="value" name={valueName} fill="var(--green-600, #2f7a4f)" isAnimationActive={false} />
        </BarChart>
      )}
    </ResponsiveContainer>
  );
}

/**
 * A bar chart of `points` beside its table (the table carries the figures for screen readers: the chart is one
 * image with a name). Rendered on the client only (React Router's server render never loads recharts).
 */
export function ReportChart(props: ChartProps & { title: string }) {
  const { t } = useTranslation();
  const [lib, setLib] = useState<Recharts | null>(null);
  useEffect(() => {
    let live = true;
    import("recharts").then((module) => live && setLib(module));
    return () => {
      live = false;
    };
  }, []);
  return (
    <figure className="report-chart" role="img" aria-label={props.title} data-ready={lib ? "true" : undefined}>
      {lib ? <BarsChart lib={lib} {...props} /> : <span className="report-chart__wait">{t("admin.loading")}</span>}
    </figure>
  );
}
