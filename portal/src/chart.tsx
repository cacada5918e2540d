import 'uplot/dist/uPlot.min.css';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';

export interface Series {
  label: string;
  values: Array<number | null>;
  color: string;
  /** Bars instead of a line (counts per interval). */
  bars?: boolean;
  unit?: string;
  /** How the legend writes a value (money); otherwise the number and `unit`. */
  format?: (value: number) => string;
}

/**
 * A time chart (uPlot: small, canvas-drawn, no inline styles needed). It follows its container's width,
 * so it fits a phone; the figures it draws are also in the table beside it for screen readers.
 */
export function TimeChart(props: { title: string; times: number[]; series: Series[]; height?: number }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const width = () => Math.max(280, element.clientWidth);
    const plot = new uPlot(
      {
        width: width(),
        height: props.height ?? 220,
        legend: { show: true },
        cursor: { drag: { x: false, y: false } },
        axes: [{}, { size: 50 }],
        series: [
          {},
          ...props.series.map((series) => ({
            label: series.label,
            stroke: series.color,
            fill: series.bars ? `${series.color}55` : undefined,
            width: 2,
            ...(series.bars ? { paths: uPlot.paths.bars!({ size: [0.8, 40] }) } : {}),
            value: (_plot: uPlot, value: number | null) =>
              value == null
                ? '—'
                : series.format
                  ? series.format(value)
                  : `${Number.isInteger(value) ? value : value.toFixed(1)}${series.unit ?? ''}`,
          })),
        ],
      },
      [props.times.map((t) => t / 1000), ...props.series.map((series) => series.values)] as uPlot.AlignedData,
      element,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: width(), height: props.height ?? 220 }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [props.times, props.series, props.height]);
  return (
    <figure className="chart">
      <figcaption>{props.title}</figcaption>
      <div ref={host} role="img" aria-label={`${props.title}: chart`} />
    </figure>
  );
}

/** A horizontal bar list (status codes, endpoints): plain HTML, readable without the chart. */
export function BarList(props: {
  title: string;
  rows: Array<{ label: string; value: number; tone?: string }>;
}) {
  const max = Math.max(1, ...props.rows.map((row) => row.value));
  return (
    <figure className="bar-list">
      <figcaption>{props.title}</figcaption>
      {props.rows.length === 0 ? (
        <p className="muted">No requests in this window.</p>
      ) : (
        <ul>
          {props.rows.map((row) => (
            <li key={row.label}>
              <span className="bar-label">{row.label}</span>
              <meter min={0} max={max} value={row.value} className={row.tone} aria-label={row.label} />
              <span className="bar-value">{row.value}</span>
            </li>
          ))}
        </ul>
      )}
    </figure>
  );
}
