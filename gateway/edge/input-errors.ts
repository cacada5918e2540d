/**
 * graphql-js's refusal of a variable (`Variable "$input" got invalid value "x" at "input.price"; Float
 * cannot represent ...`) in the words of the faces that have no GraphQL: the field by its path inside the
 * request (snake_case, without the variable's name) and what it must be, without GraphQL's type names. The
 * GraphQL face keeps graphql-js's own message.
 */
export interface InputRefusal {
  message: string;
  /** The field's path in the operation's input naming (`items[0].quantity`), for the faces' field names. */
  inputField: string;
  reason: 'REQUIRED' | 'INVALID_FORMAT' | 'OUT_OF_RANGE';
}

const INVALID_VALUE = /^Variable "\$(\w+)" got invalid value [\s\S]*?(?: at "([^"]+)")?; ([\s\S]*)$/;
const NOT_PROVIDED = /^Variable "\$(\w+)" of (?:required|non-null) type "[^"]+" was not provided\.?$/;

/** What a scalar must be, for graphql-js's `<Scalar> cannot represent ...`. */
const SCALARS: Record<string, string> = {
  Int: 'an integer between -2147483648 and 2147483647',
  Float: 'a number',
  String: 'a string',
  Boolean: 'true or false',
  ID: 'a string or an integer',
};

/** A name in the faces' naming: `productId` → `product_id` (digits, dots and brackets stay as they are). */
export function snakeCase(name: string): string {
  let snake = '';
  for (const char of name) snake += char >= 'A' && char <= 'Z' ? `_${char.toLowerCase()}` : char;
  return snake;
}

/** The refusal of a variable in the faces' words, or null when `message` is no such refusal. */
export function inputRefusalOf(message: string): InputRefusal | null {
  const missing = NOT_PROVIDED.exec(message);
  if (missing) return refusal(missing[1]!, 'REQUIRED', 'is required');
  const invalid = INVALID_VALUE.exec(message);
  if (!invalid) return null;
  const [, variable, at, detail] = invalid as unknown as [string, string, string | undefined, string];
  // Paths start with the variable's own name; an input object's fields are what the client sent.
  const path = at && at.startsWith(`${variable}.`) ? at.slice(variable.length + 1) : (at ?? variable);
  const requiredField = /^Field "(\w+)" of required type "[^"]+" was not provided\.?$/.exec(detail);
  if (requiredField)
    return refusal(at ? `${path}.${requiredField[1]}` : requiredField[1]!, 'REQUIRED', 'is required');
  const unknownField = /^Field "(\w+)" is not defined by type "[^"]+"/.exec(detail);
  if (unknownField)
    return refusal(
      at ? `${path}.${unknownField[1]}` : unknownField[1]!,
      'INVALID_FORMAT',
      'is not a known field',
    );
  const scalar = /^(\w+) cannot represent/.exec(detail)?.[1];
  if (scalar && SCALARS[scalar]) {
    const outOfRange = scalar === 'Int' && /non 32-bit signed integer/.test(detail);
    return refusal(path, outOfRange ? 'OUT_OF_RANGE' : 'INVALID_FORMAT', `must be ${SCALARS[scalar]}`);
  }
  if (/does not exist in "\w+" enum/.test(detail))
    return refusal(path, 'INVALID_FORMAT', 'is not one of the allowed values');
  if (/^Expected type "[^"]+" to be an object/.test(detail))
    return refusal(path, 'INVALID_FORMAT', 'must be an object');
  if (/^Expected value of non-null type "[^"]+" not to be null/.test(detail))
    return refusal(path, 'REQUIRED', 'is required');
  return refusal(path, 'INVALID_FORMAT', 'is not valid');
}

function refusal(inputField: string, reason: InputRefusal['reason'], what: string): InputRefusal {
  return { inputField, reason, message: `"${snakeCase(inputField)}" ${what}.` };
}
