import { useMemo, useState, type ReactNode } from 'react';
import { ApiError, graphql } from '../api';
import { TimeChart, type Series } from '../chart';
import { gql } from '../__generated__';
import type { PortalSalesReportQuery, PortalSearchReportQuery, UsageWindow } from '../__generated__/graphql';
import { formatMoney, formatMoneyMinor, majorUnits, minorOf, minorOfMajor, type Money } from '../money';
import { Empty, ErrorBox, Field, Loading, PageHeader, useLoad, type Load } from '../ui';
import { WINDOWS, WindowField } from './usage';

const SALES = gql(`
  query PortalSalesReport($from: DateTime!, $to: DateTime!, $currency: String!, $top: Int!) {
    salesAnalytics(from: $from, to: $to, currency: $currency) {
      from to currency currencies
      orders ordersPlaced
      revenue { amount currency }
      averageOrderValue { amount currency }
      refunded { amount currency }
      netRevenue { amount currency }
      daily {
        at orders ordersPlaced returns
        revenue { amount currency }
        averageOrderValue { amount currency }
        refunded { amount currency }
      }
      byCategory { categoryId name orders units revenue { amount currency } }
      byProduct(limit: $top) { productId product { id name } orders units revenue { amount currency } }
      funnel { carts checkouts paid checkoutRate paidRate }
      refundsAndReturns {
        refunds returns unitsReturned
        refunded { amount currency }
        returnRefunds { amount currency }
      }
    }
  }
`);
const SEARCHES = gql(`
  query PortalSearchReport($from: DateTime!, $to: DateTime!, $top: Int!) {
    searchQueryReport(from: $from, to: $to, limit: $top) {
      from to totalSearches zeroResultSearches
      topQueries { query searches zeroResults lastResults }
      zeroResultQueries { query searches }
    }
  }
`);

const HOUR_MS = 3_600_000;
const WINDOW_MS: Record<UsageWindow, number> = {
  LAST_HOUR: HOUR_MS,
  LAST_DAY: 24 * HOUR_MS,
  LAST_7_DAYS: 7 * 24 * HOUR_MS,
  LAST_30_DAYS: 30 * 24 * HOUR_MS,
};
const DAY_MS = 24 * HOUR_MS;
/** What the API answers for one request (the orders subgraph refuses longer periods). */
const MAX_PERIOD_DAYS = 366;
const TOP_SIZES = [5, 10, 20, 50];
/** The platform's default currency, offered even before any order was paid in it. */
const DEFAULT_CURRENCY = 'USD';

type Sales = PortalSalesReportQuery['salesAnalytics'];
type Searches = PortalSearchReportQuery['searchQueryReport'];

/** [now - window, now), fixed when the window is picked or the page refreshed, so both reports agree. */
function periodOf(window: UsageWindow, now: number): { from: string; to: string } {
  return { from: new Date(now - WINDOW_MS[window]).toISOString(), to: new Date(now).toISOString() };
}

/** A UTC day as `<input type="date">` holds it. */
const dayOf = (at: number) => new Date(at).toISOString().slice(0, 10);

/**
 * Whole UTC days from `from` through `to`, as [from 00:00, the day after `to` 00:00); or why not. Sales
 * before the last 30 days (last quarter, the sample data's year) are read this way.
 */
function periodOfDays(from: string, to: string): { from: string; to: string } | string {
  const start = Date.parse(`${from}T00:00:00.000Z`);
  const end = Date.parse(`${to}T00:00:00.000Z`) + DAY_MS;
  if (Number.isNaN(start) || Number.isNaN(end)) return 'Give both days.';
  if (end <= start) return 'The first day must not be after the last.';
  if (end - start > MAX_PERIOD_DAYS * DAY_MS) return `Pick at most ${MAX_PERIOD_DAYS} days.`;
  return { from: new Date(start).toISOString(), to: new Date(end).toISOString() };
}

const percent = (rate: number | null | undefined) => (rate == null ? '—' : `${(rate * 100).toFixed(1)}%`);
const utcDay = (at: string) =>
  new Date(at).toLocaleDateString(undefined, { timeZone: 'UTC', dateStyle: 'medium' });

/** An amount for people, with its exact decimal kept machine-readable (`<data value>`). */
function Amount({ money }: { money: Money }) {
  return <data value={money.amount}>{formatMoney(money)}</data>;
}

/** A forbidden report is an answer about the account, not a failure to retry. */
function Report<T>(props: {
  load: Load<T> & { reload: () => void };
  what: string;
  children: (data: T) => ReactNode;
}) {
  const { load } = props;
  if (load.state === 'loading') return <Loading />;
  if (load.state === 'error')
    return load.error instanceof ApiError && load.error.code === 'FORBIDDEN' ? (
      <Empty>Your account may not read {props.what}: they are for admin and support staff.</Empty>
    ) : (
      <ErrorBox error={load.error} retry={load.reload} />
    );
  return <>{props.children(load.data)}</>;
}

/**
 * Sales analytics (staff): revenue, orders and average order value by day, category and product; the
 * funnel cart → checkout → paid; what shoppers searched for and did not find; refunds and returns.
 */
export function SalesAnalytics() {
  const [salesWindow, setSalesWindow] = useState<UsageWindow>('LAST_7_DAYS');
  const [currency, setCurrency] = useState(DEFAULT_CURRENCY);
  const [top, setTop] = useState(10);
  const [now, setNow] = useState(() => Date.now());
  // Days typed in the form, and the ones shown once applied (null: the window is shown).
  const [dayInputs, setDayInputs] = useState(() => ({ from: dayOf(now - 7 * DAY_MS), to: dayOf(now) }));
  const [days, setDays] = useState<{ from: string; to: string } | null>(null);
  const [daysProblem, setDaysProblem] = useState<string | null>(null);
  const period = useMemo(() => days ?? periodOf(salesWindow, now), [days, salesWindow, now]);
  const label = days
    ? `from ${dayOf(Date.parse(days.from))} to ${dayOf(Date.parse(days.to) - DAY_MS)}`
    : WINDOWS.find(([value]) => value === salesWindow)![1].toLowerCase();
  const showDays = () => {
    const picked = periodOfDays(dayInputs.from, dayInputs.to);
    if (typeof picked === 'string') return setDaysProblem(picked);
    setDaysProblem(null);
    setDays(picked);
  };
  const sales = useLoad(
    async () => (await graphql(SALES, { ...period, currency, top })).salesAnalytics,
    [period, currency, top],
  );
  // The figures are per currency, never summed across them: offer those with orders in the period.
  const currencies = [
    ...new Set([DEFAULT_CURRENCY, currency, ...(sales.state === 'ready' ? sales.data.currencies : [])]),
  ].sort();
  const searches = useLoad(
    async () => (await graphql(SEARCHES, { ...period, top })).searchQueryReport,
    [period, top],
  );
  return (
    <>
      <PageHeader title="Sales analytics">
        <button type="button" onClick={() => (days ? setDays({ ...days }) : setNow(Date.now()))}>
          Refresh
        </button>
      </PageHeader>
      <form className="filters" onSubmit={(e) => e.preventDefault()} aria-label="Choose the figures">
        <WindowField
          value={salesWindow}
          onChange={(value) => {
            setSalesWindow(value);
            setDays(null);
            setNow(Date.now());
          }}
        />
        <Field label="Currency">
          {(id) => (
            <select id={id} value={currency} onChange={(e) => setCurrency(e.target.value)}>
              {currencies.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Rows in top lists">
          {(id) => (
            <select id={id} value={top} onChange={(e) => setTop(Number(e.target.value))}>
              {TOP_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          )}
        </Field>
      </form>
      <form
        className="filters"
        aria-label="Choose the days"
        onSubmit={(e) => {
          e.preventDefault();
          showDays();
        }}
      >
        <Field label="First day (UTC)">
          {(id) => (
            <input
              id={id}
              type="date"
              value={dayInputs.from}
              onChange={(e) => setDayInputs({ ...dayInputs, from: e.target.value })}
            />
          )}
        </Field>
        <Field label="Last day (UTC)">
          {(id) => (
            <input
              id={id}
              type="date"
              value={dayInputs.to}
              onChange={(e) => setDayInputs({ ...dayInputs, to: e.target.value })}
            />
          )}
        </Field>
        <button type="submit">Show these days</button>
        {daysProblem && (
          <p className="error-box" role="alert">
            {daysProblem}
          </p>
        )}
      </form>
      <p className="muted period" data-from={period.from} data-to={period.to}>
        From <time dateTime={period.from}>{new Date(period.from).toLocaleString()}</time> to{' '}
        <time dateTime={period.to}>{new Date(period.to).toLocaleString()}</time>; days are UTC days.
      </p>
      <Report load={sales} what="the sales figures">
        {(report) => <SalesFigures report={report} label={label} />}
      </Report>
      <section aria-labelledby="search-title">
        <h2 id="search-title">Searches</h2>
        <Report load={searches} what="the search report">
          {(report) => <SearchFigures report={report} />}
        </Report>
      </section>
    </>
  );
}

function SalesFigures({ report, label }: { report: Sales; label: string }) {
  const { currency } = report;
  const charts = useMemo(() => {
    const money = (value: number) => formatMoneyMinor(minorOfMajor(value, currency), currency);
    return {
      times: report.daily.map((day) => Date.parse(day.at)),
      revenue: [
        {
          label: `Revenue (${currency})`,
          values: report.daily.map((day) => majorUnits(day.revenue)),
          color: '#2f5d8a',
          bars: true,
          format: money,
        },
      ] satisfies Series[],
      orders: [
        { label: 'Orders paid', values: report.daily.map((day) => day.orders), color: '#27ae60', bars: true },
        // A line over the bars: two bar series on one day would hide each other.
        {
          label: 'Orders placed',
          values: report.daily.map((day) => day.ordersPlaced),
          color: '#8e44ad',
        },
      ] satisfies Series[],
      averageOrderValue: [
        {
          label: `Average order value (${currency})`,
          values: report.daily.map((day) => (day.orders === 0 ? null : majorUnits(day.averageOrderValue))),
          color: '#d35400',
          format: money,
        },
      ] satisfies Series[],
    };
  }, [report, currency]);
  const empty = report.ordersPlaced === 0 && report.orders === 0 && report.refundsAndReturns.refunds === 0;
  return (
    <>
      <section aria-labelledby="totals-title">
        <h2 id="totals-title">Sales in {currency}</h2>
        <dl className="stats" aria-label={`Sales totals, ${label}`}>
          <Stat name="Revenue" testId="sales-revenue">
            <Amount money={report.revenue} />
          </Stat>
          <Stat name="Orders paid" testId="sales-orders">
            {report.orders}
          </Stat>
          <Stat name="Average order value" testId="sales-aov">
            <Amount money={report.averageOrderValue} />
          </Stat>
          <Stat name="Orders placed" testId="sales-orders-placed">
            {report.ordersPlaced}
          </Stat>
          <Stat name="Refunded" testId="sales-refunded">
            <Amount money={report.refunded} />
          </Stat>
          <Stat name="Net revenue" testId="sales-net-revenue">
            <Amount money={report.netRevenue} />
          </Stat>
        </dl>
        {empty ? (
          <Empty>
            No orders in {currency} in the {label}. Orders appear here as soon as they are placed.
          </Empty>
        ) : (
          <>
            <div className="two-columns sales-grid">
              <TimeChart title={`Revenue by day, ${label}`} times={charts.times} series={charts.revenue} />
              <TimeChart title={`Orders by day, ${label}`} times={charts.times} series={charts.orders} />
            </div>
            <TimeChart
              title={`Average order value by day, ${label}`}
              times={charts.times}
              series={charts.averageOrderValue}
              height={160}
            />
            <details className="figures-by-day">
              <summary>Figures by day (the charts as a table)</summary>
              <DailyTable report={report} />
            </details>
          </>
        )}
      </section>
      {!empty && (
        <div className="two-columns sales-grid">
          <Breakdown
            title="By category"
            testId="sales-by-category"
            rows={report.byCategory.map((row) => ({
              ...row,
              key: row.categoryId ?? 'none',
              name: row.name ?? 'No category',
            }))}
            total={report.revenue}
          />
          <Breakdown
            title={`Top ${report.byProduct.length} products`}
            testId="sales-by-product"
            rows={report.byProduct.map((row) => ({
              ...row,
              key: row.productId,
              name: row.product.name,
            }))}
            total={report.revenue}
          />
        </div>
      )}
      <div className="two-columns sales-grid">
        <Funnel funnel={report.funnel} />
        <RefundsAndReturns figures={report.refundsAndReturns} />
      </div>
    </>
  );
}

function Stat(props: { name: string; testId: string; children: ReactNode }) {
  return (
    <div>
      <dt>{props.name}</dt>
      <dd data-testid={props.testId}>{props.children}</dd>
    </div>
  );
}

function DailyTable({ report }: { report: Sales }) {
  return (
    <div className="table-scroll">
      <table className="data" data-testid="sales-daily">
        <caption className="visually-hidden">Sales by UTC day, oldest first</caption>
        <thead>
          <tr>
            <th scope="col">Day (UTC)</th>
            <th scope="col">Revenue</th>
            <th scope="col">Orders paid</th>
            <th scope="col">Average order value</th>
            <th scope="col">Orders placed</th>
            <th scope="col">Refunded</th>
            <th scope="col">Returns</th>
          </tr>
        </thead>
        <tbody>
          {report.daily.map((day) => (
            <tr key={day.at} data-day={day.at}>
              <th scope="row">
                <time dateTime={day.at}>{utcDay(day.at)}</time>
              </th>
              <td>
                <Amount money={day.revenue} />
              </td>
              <td>{day.orders}</td>
              <td>
                <Amount money={day.averageOrderValue} />
              </td>
              <td>{day.ordersPlaced}</td>
              <td>
                <Amount money={day.refunded} />
              </td>
              <td>{day.returns}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface BreakdownRow {
  key: string;
  name: string;
  orders: number;
  units: number;
  revenue: Money;
}

/** Revenue of categories or products, best first, each with its share of the period's revenue. */
function Breakdown(props: { title: string; testId: string; rows: BreakdownRow[]; total: Money }) {
  const total = minorOf(props.total);
  const best = Math.max(1, ...props.rows.map((row) => minorOf(row.revenue)));
  return (
    <section aria-label={props.title} className="breakdown">
      <h3>{props.title}</h3>
      {props.rows.length === 0 ? (
        <p className="muted">No paid orders in this window.</p>
      ) : (
        <div className="table-scroll">
          <table className="data" data-testid={props.testId}>
            <caption className="visually-hidden">{props.title}, by revenue, best first</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Revenue</th>
                <th scope="col">Share</th>
                <th scope="col">Orders</th>
                <th scope="col">Units</th>
              </tr>
            </thead>
            <tbody>
              {props.rows.map((row) => {
                const revenue = minorOf(row.revenue);
                return (
                  <tr key={row.key} data-key={row.key}>
                    <th scope="row">{row.name}</th>
                    <td>
                      <Amount money={row.revenue} />
                    </td>
                    <td>
                      <meter min={0} max={best} value={revenue} aria-hidden="true" />{' '}
                      {total > 0 ? `${((revenue / total) * 100).toFixed(1)}%` : '—'}
                    </td>
                    <td>{row.orders}</td>
                    <td>{row.units}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function Funnel({ funnel }: { funnel: Sales['funnel'] }) {
  const steps = [
    { name: 'Carts started', count: funnel.carts, rate: null as number | null, of: '' },
    { name: 'Checked out', count: funnel.checkouts, rate: funnel.checkoutRate ?? null, of: 'of carts' },
    { name: 'Paid', count: funnel.paid, rate: funnel.paidRate ?? null, of: 'of checkouts' },
  ];
  const max = Math.max(1, funnel.carts, funnel.checkouts, funnel.paid);
  return (
    <section aria-labelledby="funnel-title" className="funnel">
      <h3 id="funnel-title">Funnel: cart → checkout → paid</h3>
      <p className="muted small">
        Every currency. Paid: of the orders placed in the window, those paid so far.
      </p>
      <ol data-testid="sales-funnel">
        {steps.map((step) => (
          <li key={step.name} data-step={step.name}>
            <span className="bar-label">{step.name}</span>
            <meter min={0} max={max} value={step.count} aria-label={`${step.name}: ${step.count}`} />
            <span className="bar-value">
              <span data-testid="count">{step.count}</span>
              {step.of && (
                <span className="muted">
                  {' '}
                  (<span data-testid="rate">{percent(step.rate)}</span> {step.of})
                </span>
              )}
            </span>
          </li>
        ))}
      </ol>
      <p>
        Carts to paid orders:{' '}
        <strong data-testid="sales-conversion">
          {funnel.carts === 0 ? '—' : percent(funnel.paid / funnel.carts)}
        </strong>
      </p>
    </section>
  );
}

function RefundsAndReturns({ figures }: { figures: Sales['refundsAndReturns'] }) {
  return (
    <section aria-labelledby="refunds-title">
      <h3 id="refunds-title">Refunds and returns</h3>
      <dl className="stats compact">
        <Stat name="Refunds" testId="sales-refunds">
          {figures.refunds}
        </Stat>
        <Stat name="Refunded" testId="sales-refunds-amount">
          <Amount money={figures.refunded} />
        </Stat>
        <Stat name="Returns received" testId="sales-returns">
          {figures.returns}
        </Stat>
        <Stat name="Units returned" testId="sales-units-returned">
          {figures.unitsReturned}
        </Stat>
        <Stat name="Refunds of those returns" testId="sales-return-refunds">
          <Amount money={figures.returnRefunds} />
        </Stat>
      </dl>
    </section>
  );
}

function SearchFigures({ report }: { report: Searches }) {
  if (report.totalSearches === 0) return <Empty>No searches in this window.</Empty>;
  return (
    <>
      <p>
        <span data-testid="search-total">{report.totalSearches}</span> searches,{' '}
        <span data-testid="search-zero">{report.zeroResultSearches}</span> of them found nothing (
        {percent(report.zeroResultSearches / report.totalSearches)}).{' '}
        <span className="muted small">Counted by whole UTC days.</span>
      </p>
      <div className="two-columns sales-grid">
        <QueryTable
          title="Top search queries"
          testId="search-top"
          rows={report.topQueries.map((row) => ({
            query: row.query,
            searches: row.searches,
            extra: row.zeroResults,
          }))}
          extraLabel="Found nothing"
        />
        <QueryTable
          title="Queries that found nothing"
          testId="search-zero-results"
          rows={report.zeroResultQueries.map((row) => ({ query: row.query, searches: row.searches }))}
        />
      </div>
    </>
  );
}

function QueryTable(props: {
  title: string;
  testId: string;
  rows: Array<{ query: string; searches: number; extra?: number }>;
  extraLabel?: string;
}) {
  return (
    <section aria-label={props.title}>
      <h3>{props.title}</h3>
      {props.rows.length === 0 ? (
        <p className="muted">None in this window.</p>
      ) : (
        <div className="table-scroll">
          <table className="data" data-testid={props.testId}>
            <caption className="visually-hidden">{props.title}, most searched first</caption>
            <thead>
              <tr>
                <th scope="col">Query</th>
                <th scope="col">Searches</th>
                {props.extraLabel && <th scope="col">{props.extraLabel}</th>}
              </tr>
            </thead>
            <tbody>
              {props.rows.map((row) => (
                <tr key={row.query}>
                  <th scope="row">{row.query}</th>
                  <td>{row.searches}</td>
                  {props.extraLabel && <td>{row.extra}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
