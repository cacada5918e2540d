import { relative } from 'node:path';
import { CodegenContext, type CodegenConfig } from '@graphql-codegen/cli';
import { preset } from '@graphql-codegen/client-preset';
import {
  Kind,
  NoUnusedFragmentsRule,
  specifiedRules,
  validate,
  visit,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';

/** An operation (or fragment) that does not match its schema, or that codegen cannot type. */
export interface OperationProblem {
  /** The codegen output the operation belongs to (`gateway/__generated__/`). */
  output: string;
  /** `query`, `mutation`, `subscription` or `fragment`. */
  kind: string;
  /** The operation's or fragment's name; `(anonymous)` for an unnamed operation. */
  name: string;
  /** Where it is written, relative to the configuration's directory. */
  file: string;
  message: string;
}

/** A document as codegen loads it: one `gql(...)` literal of a source file. */
interface Source {
  document?: DocumentNode;
  location?: string;
}

type Output = Exclude<CodegenConfig['generates'][string], unknown[]>;
type DocumentFiles = Awaited<ReturnType<CodegenContext['loadDocuments']>>;

interface Definition<T> {
  node: T;
  file: string;
}

const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** The fragments an operation or fragment spreads, directly or through other fragments. */
function fragmentsOf(
  root: OperationDefinitionNode | FragmentDefinitionNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
): FragmentDefinitionNode[] {
  const found = new Map<string, FragmentDefinitionNode>();
  const pending = [root];
  while (pending.length) {
    visit(pending.pop()!, {
      FragmentSpread(spread) {
        const name = spread.name.value;
        const fragment = fragments.get(name);
        if (!fragment || found.has(name)) return;
        found.set(name, fragment);
        pending.push(fragment);
      },
    });
  }
  return [...found.values()];
}

/**
 * Checks one output's operations the way the gateway will run them: each operation with the fragments
 * it spreads, against the output's schema, with graphql-js's full validation (what Apollo Server applies;
 * codegen's own check skips some rules, such as unused variables), and every fragment on its own.
 * Operations must be named: codegen types each by its name.
 */
export function problemsOf(
  output: string,
  schema: GraphQLSchema,
  documents: readonly Source[],
  cwd: string,
): OperationProblem[] {
  const problems: OperationProblem[] = [];
  const operations: Array<Definition<OperationDefinitionNode>> = [];
  const fragments: Array<Definition<FragmentDefinitionNode>> = [];
  for (const source of documents) {
    const file = source.location ? relative(cwd, source.location).split('\\').join('/') : '(inline)';
    for (const node of source.document?.definitions ?? []) {
      if (node.kind === Kind.FRAGMENT_DEFINITION) fragments.push({ node, file });
      else if (node.kind !== Kind.OPERATION_DEFINITION) continue;
      else if (node.name) operations.push({ node, file });
      else
        problems.push({
          output,
          kind: node.operation,
          name: '(anonymous)',
          file,
          message: `An unnamed ${node.operation}: name it (codegen types each operation by its name).`,
        });
    }
  }
  const byName = new Map(fragments.map(({ node }) => [node.name.value, node]));
  const check = (
    { node, file }: Definition<OperationDefinitionNode | FragmentDefinitionNode>,
    rules: typeof specifiedRules,
  ) => {
    const document: DocumentNode = { kind: Kind.DOCUMENT, definitions: [node, ...fragmentsOf(node, byName)] };
    const kind = node.kind === Kind.OPERATION_DEFINITION ? node.operation : 'fragment';
    for (const error of validate(schema, document, rules))
      problems.push({ output, kind, name: node.name!.value, file, message: error.message });
  };
  for (const operation of operations) check(operation, specifiedRules);
  // A fragment alone is unused by definition; its selections must still match the schema.
  const fragmentRules = specifiedRules.filter((rule) => rule !== NoUnusedFragmentsRule);
  for (const fragment of fragments) check(fragment, fragmentRules);
  return problems.sort((a, b) => a.file.localeCompare(b.file) || a.name.localeCompare(b.name));
}

/**
 * A codegen context that loads each set of documents once, so the check below reads the very documents
 * codegen then generates from, and no source file is parsed twice.
 */
export class SharedLoads extends CodegenContext {
  private readonly loads = new Map<string, Promise<DocumentFiles>>();

  override loadDocuments(
    pointer: Parameters<CodegenContext['loadDocuments']>[0],
    type: 'standard' | 'external',
  ): Promise<DocumentFiles> {
    const key = JSON.stringify([pointer, type]);
    let documents = this.loads.get(key);
    if (!documents) this.loads.set(key, (documents = super.loadDocuments(pointer, type)));
    return documents;
  }
}

/**
 * Every codegen output that has documents (the typed operations), checked by `problemsOf` against its
 * schema. Codegen validates documents too, but names only a file and a position within the operation's
 * text, and lets through what Apollo Server refuses (an unused variable); this runs first. The documents
 * are asked for exactly as codegen asks (the client preset leaves its own output out), so `context`
 * serves codegen the same load.
 */
export async function operationProblems(context: CodegenContext): Promise<OperationProblem[]> {
  const config = context.getConfig();
  const problems: OperationProblem[] = [];
  for (const [output, entry] of Object.entries(config.generates)) {
    if (Array.isArray(entry)) continue;
    const block = entry as Output;
    let own = asArray(block.documents);
    if (block.preset === 'client') own = await preset.prepareDocuments!(output, own);
    const pointers = [...asArray(config.documents), ...own];
    if (!pointers.length) continue;
    const pointerMap: Record<string, object> = {};
    for (const pointer of pointers)
      if (typeof pointer === 'string') pointerMap[pointer] = {};
      else Object.assign(pointerMap, pointer);
    const schema = await context.loadSchema([...asArray(config.schema), ...asArray(block.schema)]);
    const documents = await context.loadDocuments(pointerMap, 'standard');
    problems.push(...problemsOf(output, schema, documents, context.cwd));
  }
  return problems;
}

/** What to tell a person: each operation that broke, where it is, and why. */
export function describeOperationProblems(problems: readonly OperationProblem[]): string {
  return [
    `Operations that do not match their schema (${problems.length}):`,
    ...problems.map((problem) => `  - ${problem.kind} ${problem.name} (${problem.file}): ${problem.message}`),
    '',
    'Change each operation to the schema (or the schema, then `npm run compose`), then run `npm run codegen`.',
  ].join('\n');
}
