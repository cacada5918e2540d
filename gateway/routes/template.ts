/**
 * The template language of gateway routes (docs/routes.md): a template is a JSON value copied as it is,
 * except strings that start with `$.`, which are lookups into the request (and, in response templates,
 * the backend's answer):
 *
 *   { "name": "$.body.fullName", "id": "$.path.id", "who": "$.caller.id", "limit": "$.query.limit | number" }
 *
 * - roots: `path`, `query`, `headers`, `body`, `caller` (`kind`, `id`, `keyId`, `scopes`), and in response
 *   templates `data` (the operation's data, or the upstream's JSON body) and `status` (the upstream's);
 * - steps: `.name` (letters, digits, `_`, `-`) and `[index]`;
 * - filters after `|`: `number`, `integer`, `string`, `boolean`, `upper`, `lower`, `default(<JSON>)`;
 * - a lookup that finds nothing leaves its key out of an object (null in an array), so optional fields stay
 *   optional; `$$` starts a literal string that begins with `$`.
 *
 * Templates are compiled once, when the route file is loaded: a request runs a tree of closures, and every
 * mistake (an unknown root or filter, a malformed step) is found at load time with its place in the file.
 */

export type TemplateRoot = 'path' | 'query' | 'headers' | 'body' | 'caller' | 'data' | 'status';

export const REQUEST_ROOTS: readonly TemplateRoot[] = ['path', 'query', 'headers', 'body', 'caller'];
export const RESPONSE_ROOTS: readonly TemplateRoot[] = [...REQUEST_ROOTS, 'data', 'status'];

/** What a template reads: each root's value. */
export type Scope = Partial<Record<TemplateRoot, unknown>>;

/** A compiled template: the scope in, a fresh JSON value out (undefined when a lone lookup finds nothing). */
export type Template = (scope: Scope) => unknown;

/** A mistake in a template, at `path` within it (`items[0].name`; empty for the template itself). */
export interface TemplateProblem {
  path: string;
  message: string;
}

export class TemplateError extends Error {
  constructor(readonly problems: TemplateProblem[]) {
    super(problems.map((problem) => `${problem.path || '(template)'}: ${problem.message}`).join('; '));
    this.name = 'TemplateError';
  }
}

type Filter = (value: unknown) => unknown;

const FILTERS: Record<string, (argument: unknown) => Filter> = {
  number: () => (value) => {
    if (value === undefined || value === null || value === '') return undefined;
    const number = Number(value);
    return Number.isFinite(number) ? number : undefined;
  },
  integer: () => (value) => {
    if (value === undefined || value === null || value === '') return undefined;
    const number = Number(value);
    return Number.isSafeInteger(number) ? number : undefined;
  },
  string: () => (value) =>
    value === undefined || value === null
      ? undefined
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value),
  boolean: () => (value) =>
    value === undefined || value === null
      ? undefined
      : value === true || value === 'true' || value === '1' || value === 1,
  upper: () => (value) => (typeof value === 'string' ? value.toUpperCase() : value),
  lower: () => (value) => (typeof value === 'string' ? value.toLowerCase() : value),
  default: (fallback) => (value) => (value === undefined || value === null ? fallback : value),
};

const STEP = /^(?:\.([A-Za-z_][\w-]*)|\[(\d+)\])/;
const FILTER = /^([a-z]+)(?:\((.*)\))?$/;

/** One lookup (`$.body.items[0].name | upper`) as a function of the scope. */
function compileLookup(text: string, roots: readonly TemplateRoot[]): Template {
  const [expression, ...filterTexts] = text.split('|').map((part) => part.trim());
  const rootMatch = /^\$\.([A-Za-z_]\w*)/.exec(expression!);
  if (!rootMatch) throw new Error(`"${text}" is not a lookup: write $.<root>.<field>...`);
  const root = rootMatch[1] as TemplateRoot;
  if (!roots.includes(root))
    throw new Error(`"${root}" is not something this template can read; use one of ${roots.join(', ')}`);
  const steps: Array<string | number> = [];
  let rest = expression!.slice(rootMatch[0].length);
  while (rest) {
    const step = STEP.exec(rest);
    if (!step) throw new Error(`"${text}": cannot read "${rest}" (steps are .name or [index])`);
    steps.push(step[1] ?? Number(step[2]));
    rest = rest.slice(step[0].length);
  }
  const filters = filterTexts.map((filterText) => {
    const match = FILTER.exec(filterText);
    const make = match && Object.hasOwn(FILTERS, match[1]!) ? FILTERS[match[1]!] : undefined;
    if (!match || !make)
      throw new Error(`"${filterText}" is not a filter; use ${Object.keys(FILTERS).join(', ')}`);
    let argument: unknown;
    if (match[2] !== undefined) {
      try {
        argument = JSON.parse(match[2]);
      } catch {
        throw new Error(`the argument of "${filterText}" is not JSON`);
      }
    } else if (match[1] === 'default') {
      throw new Error('"default" needs a value: default(<JSON>)');
    }
    return make(argument);
  });
  return (scope) => {
    let value: unknown = scope[root];
    for (const step of steps) {
      if (value === null || typeof value !== 'object') {
        value = undefined;
        break;
      }
      value = Object.hasOwn(value, step) ? (value as Record<string | number, unknown>)[step] : undefined;
    }
    for (const filter of filters) value = filter(value);
    return value;
  };
}

function compileAt(
  value: unknown,
  path: string,
  roots: readonly TemplateRoot[],
  problems: TemplateProblem[],
): Template {
  if (typeof value === 'string') {
    if (value.startsWith('$$')) {
      const literal = value.slice(1);
      return () => literal;
    }
    if (value.startsWith('$.')) {
      try {
        return compileLookup(value, roots);
      } catch (error) {
        problems.push({ path, message: (error as Error).message });
        return () => undefined;
      }
    }
    return () => value;
  }
  if (Array.isArray(value)) {
    const items = value.map((item, index) => compileAt(item, `${path}[${index}]`, roots, problems));
    return (scope) =>
      items.map((item) => {
        const made = item(scope);
        return made === undefined ? null : made;
      });
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).map(
      ([key, item]) => [key, compileAt(item, path ? `${path}.${key}` : key, roots, problems)] as const,
    );
    return (scope) => {
      const made: Record<string, unknown> = {};
      for (const [key, item] of entries) {
        const itemValue = item(scope);
        if (itemValue !== undefined) made[key] = itemValue;
      }
      return made;
    };
  }
  // Numbers, booleans and null are copied; they are immutable, so sharing them is safe.
  return () => value;
}

/** Compiles a template for `roots`; throws a TemplateError naming every mistake in it at once. */
export function compileTemplate(template: unknown, roots: readonly TemplateRoot[]): Template {
  const problems: TemplateProblem[] = [];
  const compiled = compileAt(template, '', roots, problems);
  if (problems.length) throw new TemplateError(problems);
  return compiled;
}
