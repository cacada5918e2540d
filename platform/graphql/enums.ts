/**
 * An enum's internal value (the `enumValues` of codegen.yml, e.g. 'confirmed' for CONFIRMED) as a resolver
 * result. The generated resolver types give such enum results no type of their own, so this one cast says
 * that the string is the mapped internal value that the schema's enum resolvers translate.
 */
export function enumValue<T extends string>(value: T): never {
  return value as never;
}
