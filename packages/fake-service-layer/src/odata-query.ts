import { ENUM_DB_CODES, enumMembers, type ScalarKind, type StructuredType } from './entity-schemas.js';
import type { Entity } from './entity-store.js';
import type { Version } from './protocol.js';
import { invalidRequest } from './sl-error.js';

/**
 * $filter, $orderby and $select as the Service Layer takes them (research §1.3): the operators
 * eq ne gt ge lt le and or not, parentheses, and the functions startswith, endswith, contains and (v1)
 * substringof. No arithmetic, no other functions (SAP refuses them too, [S1] §8).
 *
 * Literals follow each version's OData: v1 (OData v3) knows `datetime'2026-11-02T00:00:00'` and no bare
 * dates; v2 (OData v4) knows bare `2026-11-02` and `14:05:12` and no `datetime'…'` prefix, and no
 * substringof (v4 replaced it with contains). Both accept a date, time or enum as a quoted string, as SAP
 * documents (`DocDate eq '2014-04-23'`, `CardType eq 'C'`). A literal must suit the property it meets: a
 * quoted number for an Int32 property, an unknown property or enum member is a 400, as OData demands, so a
 * sloppy filter fails here as it would on SAP instead of matching nothing.
 */

type Token =
  | { t: '(' | ')' | ',' }
  | { t: 'string'; v: string }
  | { t: 'number'; v: number }
  | { t: 'date'; v: string }
  | { t: 'time'; v: string }
  | { t: 'typed'; prefix: string; v: string }
  | { t: 'ident'; v: string }
  | { t: 'end' };

const DATE_TOKEN = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?/;
const TIME_TOKEN = /^\d{2}:\d{2}(:\d{2}(\.\d+)?)?/;
const NUMBER_TOKEN = /^-?\d+(\.\d+)?([eE][+-]?\d+)?[mMdDlLfF]?/;
const IDENT_TOKEN = /^[A-Za-z_][\w.]*(\/[A-Za-z_]\w*)*/;

function readQuoted(text: string, start: number): { value: string; end: number } {
  let value = '';
  let i = start + 1;
  while (i < text.length) {
    if (text[i] === "'") {
      if (text[i + 1] === "'") {
        value += "'";
        i += 2;
        continue;
      }
      return { value, end: i + 1 };
    }
    value += text[i];
    i += 1;
  }
  throw invalidRequest(`Invalid $filter: unterminated string literal at position ${start}`);
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i] as string;
    if (/\s/.test(c)) {
      i += 1;
      continue;
    }
    if (c === '(' || c === ')' || c === ',') {
      tokens.push({ t: c });
      i += 1;
      continue;
    }
    if (c === "'") {
      const { value, end } = readQuoted(text, i);
      tokens.push({ t: 'string', v: value });
      i = end;
      continue;
    }
    const rest = text.slice(i);
    const date = DATE_TOKEN.exec(rest);
    if (date) {
      tokens.push({ t: 'date', v: date[0] });
      i += date[0].length;
      continue;
    }
    const time = TIME_TOKEN.exec(rest);
    if (time) {
      tokens.push({ t: 'time', v: time[0] });
      i += time[0].length;
      continue;
    }
    const number = NUMBER_TOKEN.exec(rest);
    if (number) {
      tokens.push({ t: 'number', v: Number.parseFloat(number[0].replace(/[mMdDlLfF]$/, '')) });
      i += number[0].length;
      continue;
    }
    const ident = IDENT_TOKEN.exec(rest);
    if (ident) {
      i += ident[0].length;
      if (text[i] === "'") {
        const { value, end } = readQuoted(text, i);
        tokens.push({ t: 'typed', prefix: ident[0], v: value });
        i = end;
      } else {
        tokens.push({ t: 'ident', v: ident[0] });
      }
      continue;
    }
    throw invalidRequest(`Invalid $filter: unexpected '${c}' at position ${i}`);
  }
  tokens.push({ t: 'end' });
  return tokens;
}

type Literal =
  | Exclude<Token, { t: '(' | ')' | ',' | 'ident' | 'end' }>
  | { t: 'null' }
  | { t: 'bool'; v: boolean };

type Node =
  | { k: 'and' | 'or'; a: Node; b: Node }
  | { k: 'not'; a: Node }
  | { k: 'cmp'; op: string; a: Node; b: Node }
  | { k: 'call'; name: string; args: Node[] }
  | { k: 'group'; a: Node }
  | { k: 'prop'; path: string[] }
  | { k: 'lit'; lit: Literal };

const COMPARISON = new Set(['eq', 'ne', 'gt', 'ge', 'lt', 'le']);
const FUNCTIONS = new Set(['startswith', 'endswith', 'contains', 'substringof']);

class Parser {
  private index = 0;
  constructor(private readonly tokens: Token[]) {}

  private peek(): Token {
    return this.tokens[this.index] as Token;
  }

  private next(): Token {
    const token = this.peek();
    this.index += 1;
    return token;
  }

  private isWord(word: string): boolean {
    const token = this.peek();
    return token.t === 'ident' && token.v === word;
  }

  parse(): Node {
    const node = this.or();
    if (this.peek().t !== 'end')
      throw invalidRequest('Invalid $filter: unexpected text after the expression');
    return node;
  }

  private or(): Node {
    return this.leftAssociative('or', () => this.and());
  }

  private and(): Node {
    return this.leftAssociative('and', () => this.not());
  }

  /** `operand (word operand)*`, grouped from the left: a or b or c is (a or b) or c. */
  private leftAssociative(word: 'or' | 'and', operand: () => Node): Node {
    let node = operand();
    while (this.isWord(word)) {
      this.next();
      node = { k: word, a: node, b: operand() };
    }
    return node;
  }

  private not(): Node {
    if (this.isWord('not')) {
      this.next();
      return { k: 'not', a: this.not() };
    }
    return this.comparison();
  }

  private comparison(): Node {
    const left = this.primary();
    const token = this.peek();
    if (token.t === 'ident' && COMPARISON.has(token.v)) {
      this.next();
      return { k: 'cmp', op: token.v, a: left, b: this.primary() };
    }
    return left;
  }

  private primary(): Node {
    const token = this.next();
    switch (token.t) {
      case '(': {
        const inner = this.or();
        if (this.next().t !== ')') throw invalidRequest("Invalid $filter: ')' expected");
        return { k: 'group', a: inner };
      }
      case 'ident': {
        if (this.peek().t === '(') {
          this.next();
          const args: Node[] = [];
          if (this.peek().t !== ')') {
            args.push(this.primary());
            while (this.peek().t === ',') {
              this.next();
              args.push(this.primary());
            }
          }
          if (this.next().t !== ')') throw invalidRequest("Invalid $filter: ')' expected");
          return { k: 'call', name: token.v, args };
        }
        if (token.v === 'null') return { k: 'lit', lit: { t: 'null' } };
        if (token.v === 'true' || token.v === 'false')
          return { k: 'lit', lit: { t: 'bool', v: token.v === 'true' } };
        return { k: 'prop', path: token.v.split('/') };
      }
      case 'string':
      case 'number':
      case 'date':
      case 'time':
      case 'typed':
        return { k: 'lit', lit: token };
      default:
        throw invalidRequest('Invalid $filter: an operand is missing');
    }
  }
}

/** What a property path resolves to: its kind and how to read it from an entity. */
interface PropertyRef {
  name: string;
  kind: ScalarKind;
  get: (entity: Entity) => unknown;
}

export function resolveProperty(type: StructuredType, path: readonly string[], option: string): PropertyRef {
  const [head, ...rest] = path;
  const name = path.join('/');
  if (head === undefined) throw invalidRequest(`Invalid ${option}: empty property`);
  const scalar = type.scalars[head];
  if (scalar && rest.length === 0) return { name, kind: scalar, get: (e) => e[head] };
  const complex = type.complex[head];
  if (complex && rest.length === 1) {
    const sub = rest[0] as string;
    const kind = complex.scalars[sub];
    if (kind) return { name, kind, get: (e) => (e[head] as Entity | null | undefined)?.[sub] };
  }
  if (type.collections[head])
    throw invalidRequest(
      `Invalid ${option}: collection property '${head}' of '${type.name}' cannot be used here`,
    );
  throw invalidRequest(`Invalid ${option}: property '${name}' of '${type.name}' is invalid`);
}

type Value = string | number | null;

/** Parses `2026-11-02`, `20261102` or `2026-11-02T10:00:00Z` to the date part; time parts are ignored. */
function dateOf(text: string): string | null {
  const compact = /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  if (compact) return `${compact[1]}-${compact[2]}-${compact[3]}`;
  const iso = /^(\d{4}-\d{2}-\d{2})(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/.exec(text);
  return iso ? (iso[1] as string) : null;
}

/** `14:05` / `14:05:12` / v3 `PT14H05M12S` → `14:05:12`. */
function timeOf(text: string): string | null {
  const plain = /^(\d{2}):(\d{2})(?::(\d{2}))?(\.\d+)?$/.exec(text);
  if (plain) return `${plain[1]}:${plain[2]}:${plain[3] ?? '00'}`;
  const duration = /^PT(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?$/.exec(text);
  if (duration) {
    const part = (v: string | undefined) => (v ?? '0').padStart(2, '0');
    return `${part(duration[1])}:${part(duration[2])}:${part(duration[3])}`;
  }
  return null;
}

function literalText(lit: Literal): string {
  switch (lit.t) {
    case 'null':
      return 'null';
    case 'bool':
      return String(lit.v);
    case 'typed':
      return `${lit.prefix}'${lit.v}'`;
    case 'string':
      return `'${lit.v}'`;
    default:
      return String(lit.v);
  }
}

/** The literal as a value of the property's kind, or a 400 when the two do not fit. */
function coerce(lit: Literal, property: PropertyRef, version: Version): Value {
  if (lit.t === 'null') return null;
  const bad = (why = 'incompatible types') =>
    invalidRequest(`Invalid $filter: ${why}: ${property.name} (${property.kind}) and ${literalText(lit)}`);
  const kind = property.kind;
  if (kind === 'string') {
    if (lit.t !== 'string') throw bad();
    return lit.v;
  }
  if (kind === 'int' || kind === 'double') {
    if (lit.t !== 'number') throw bad();
    return lit.v;
  }
  if (kind === 'date') {
    let text: string | null = null;
    if (lit.t === 'string') text = lit.v;
    else if (lit.t === 'date') {
      if (version === 'v1')
        throw bad('a bare date literal is OData v4; v1 needs a quoted or datetime literal');
      text = lit.v;
    } else if (lit.t === 'typed' && (lit.prefix === 'datetime' || lit.prefix === 'datetimeoffset')) {
      if (version === 'v2') throw bad(`the ${lit.prefix}'…' literal is OData v3; v2 takes a bare date`);
      text = lit.v;
    }
    const date = text === null ? null : dateOf(text);
    if (date === null) throw bad();
    return date;
  }
  if (kind === 'time') {
    let text: string | null = null;
    if (lit.t === 'string') text = lit.v;
    else if (lit.t === 'time') {
      if (version === 'v1') throw bad('a bare time literal is OData v4; v1 needs a quoted or time literal');
      text = lit.v;
    } else if (lit.t === 'typed' && lit.prefix === 'time') {
      if (version === 'v2') throw bad("the time'…' literal is OData v3; v2 takes a bare time of day");
      text = lit.v;
    }
    const time = text === null ? null : timeOf(text);
    if (time === null) throw bad();
    return time;
  }
  // An enum: its member name or database code, quoted; v4 also the qualified form SAPB1.BoStatus'bost_Open'.
  const enumName = kind.slice('enum:'.length);
  let text: string | null = null;
  if (lit.t === 'string') text = lit.v;
  else if (lit.t === 'typed' && version === 'v2' && lit.prefix === `SAPB1.${enumName}`) text = lit.v;
  if (text === null) throw bad();
  if (enumMembers(enumName).includes(text)) return text;
  const byCode = ENUM_DB_CODES[enumName]?.[text];
  if (byCode) return byCode;
  throw bad(`'${text}' is not a member of ${enumName}`);
}

const FLIP: Record<string, string> = { eq: 'eq', ne: 'ne', gt: 'lt', ge: 'le', lt: 'gt', le: 'ge' };

function compare(op: string, left: Value, right: Value): boolean {
  if (op === 'eq') return left === right;
  if (op === 'ne') return left !== right;
  if (left === null || right === null) return false;
  if (op === 'gt') return left > right;
  if (op === 'ge') return left >= right;
  if (op === 'lt') return left < right;
  return left <= right;
}

export interface FilterContext {
  type: StructuredType;
  version: Version;
  /** B1S-CaseInsensitive: true. Without it strings compare case-sensitively, as on HANA (research §1.3). */
  caseInsensitive: boolean;
}

type Predicate = (entity: Entity) => boolean;

function compileValue(node: Node, ctx: FilterContext): PropertyRef | Literal {
  if (node.k === 'prop') return resolveProperty(ctx.type, node.path, '$filter');
  if (node.k === 'lit') return node.lit;
  if (node.k === 'group') return compileValue(node.a, ctx);
  throw invalidRequest('Invalid $filter: a property or a literal is expected');
}

const isProperty = (x: PropertyRef | Literal): x is PropertyRef => 'get' in x;

function fold(value: unknown, kind: ScalarKind, ctx: FilterContext): Value {
  if (value === undefined || value === null) return null;
  if (kind === 'string' && ctx.caseInsensitive && typeof value === 'string') return value.toLowerCase();
  return value as Value;
}

function compileComparison(node: Extract<Node, { k: 'cmp' }>, ctx: FilterContext): Predicate {
  // A boolean function compared with true/false: the v3 idiom `substringof('x', Name) eq true`.
  const boolSide = (n: Node) => n.k === 'call' || n.k === 'cmp' || (n.k === 'group' && n.a.k !== 'prop');
  if (boolSide(node.a) || boolSide(node.b)) {
    const [expr, other] = boolSide(node.a) ? [node.a, node.b] : [node.b, node.a];
    if (other.k !== 'lit' || other.lit.t !== 'bool' || (node.op !== 'eq' && node.op !== 'ne'))
      throw invalidRequest('Invalid $filter: a boolean expression can only be compared with true or false');
    const inner = compileBool(expr, ctx);
    const expected = other.lit.v === (node.op === 'eq');
    return (e) => inner(e) === expected;
  }
  let left = compileValue(node.a, ctx);
  let right = compileValue(node.b, ctx);
  let op = node.op;
  if (!isProperty(left) && isProperty(right)) {
    [left, right] = [right, left];
    op = FLIP[op] as string;
  }
  if (!isProperty(left)) throw invalidRequest('Invalid $filter: a comparison needs a property');
  const property = left;
  if (isProperty(right)) {
    const other = right;
    const numeric = (k: ScalarKind) => k === 'int' || k === 'double';
    if (property.kind !== other.kind && !(numeric(property.kind) && numeric(other.kind)))
      throw invalidRequest(`Invalid $filter: incompatible types: ${property.name} and ${other.name}`);
    return (e) => compare(op, fold(property.get(e), property.kind, ctx), fold(other.get(e), other.kind, ctx));
  }
  if (right.t === 'null' && op !== 'eq' && op !== 'ne')
    throw invalidRequest(`Invalid $filter: null can only be compared with eq or ne`);
  const constant = fold(coerce(right, property, ctx.version), property.kind, ctx);
  return (e) => compare(op, fold(property.get(e), property.kind, ctx), constant);
}

function compileCall(node: Extract<Node, { k: 'call' }>, ctx: FilterContext): Predicate {
  if (!FUNCTIONS.has(node.name))
    throw invalidRequest(`Invalid $filter: function '${node.name}' is not supported`);
  if (node.name === 'substringof' && ctx.version === 'v2')
    throw invalidRequest("Invalid $filter: function 'substringof' is OData v3; v2 (OData v4) uses contains");
  if (node.args.length !== 2) throw invalidRequest(`Invalid $filter: ${node.name} takes two arguments`);
  const [first, second] = node.args.map((a) => compileValue(a, ctx)) as [
    PropertyRef | Literal,
    PropertyRef | Literal,
  ];
  // substringof('needle', Property); the others (Property, 'needle').
  const [property, needle] = node.name === 'substringof' ? [second, first] : [first, second];
  if (!isProperty(property) || isProperty(needle) || needle.t !== 'string')
    throw invalidRequest(`Invalid $filter: ${node.name} takes a string property and a string literal`);
  if (property.kind !== 'string')
    throw invalidRequest(
      `Invalid $filter: ${node.name} needs a string property, ${property.name} is ${property.kind}`,
    );
  const text = ctx.caseInsensitive ? needle.v.toLowerCase() : needle.v;
  const test: (value: string) => boolean =
    node.name === 'startswith'
      ? (v) => v.startsWith(text)
      : node.name === 'endswith'
        ? (v) => v.endsWith(text)
        : (v) => v.includes(text);
  return (e) => {
    const value = fold(property.get(e), 'string', ctx);
    return typeof value === 'string' && test(value);
  };
}

function compileBool(node: Node, ctx: FilterContext): Predicate {
  switch (node.k) {
    case 'and': {
      const a = compileBool(node.a, ctx);
      const b = compileBool(node.b, ctx);
      return (e) => a(e) && b(e);
    }
    case 'or': {
      const a = compileBool(node.a, ctx);
      const b = compileBool(node.b, ctx);
      return (e) => a(e) || b(e);
    }
    case 'not': {
      const a = compileBool(node.a, ctx);
      return (e) => !a(e);
    }
    case 'group':
      return compileBool(node.a, ctx);
    case 'cmp':
      return compileComparison(node, ctx);
    case 'call':
      return compileCall(node, ctx);
    case 'lit':
      if (node.lit.t === 'bool') {
        const value = node.lit.v;
        return () => value;
      }
      throw invalidRequest('Invalid $filter: the expression is not a condition');
    default:
      throw invalidRequest('Invalid $filter: the expression is not a condition');
  }
}

export function parseFilter(text: string, ctx: FilterContext): Predicate {
  if (text.trim() === '') throw invalidRequest('Invalid $filter: empty expression');
  return compileBool(new Parser(tokenize(text)).parse(), ctx);
}

/** `DocDate desc,DocEntry` → a comparator; SAP sorts nulls first in ascending order. */
export function parseOrderBy(text: string, type: StructuredType): (a: Entity, b: Entity) => number {
  const keys = text.split(',').map((part) => {
    const match = /^\s*([\w/]+)(?:\s+(asc|desc))?\s*$/.exec(part);
    if (!match) throw invalidRequest(`Invalid $orderby: '${part.trim()}'`);
    const property = resolveProperty(type, (match[1] as string).split('/'), '$orderby');
    return { property, sign: match[2] === 'desc' ? -1 : 1 };
  });
  return (a, b) => {
    for (const { property, sign } of keys) {
      const x = property.get(a) as Value | undefined;
      const y = property.get(b) as Value | undefined;
      if (x === y) continue;
      if (x === null || x === undefined) return -sign;
      if (y === null || y === undefined) return sign;
      return x < y ? -sign : sign;
    }
    return 0;
  };
}

/** `DocEntry,DocNum,DocumentLines` → the top-level properties to answer; unknown names are a 400. */
export function parseSelect(text: string, type: StructuredType): string[] {
  const names = text.split(',').map((n) => n.trim());
  for (const name of names) {
    if (!(name in type.scalars || name in type.collections || name in type.complex))
      throw invalidRequest(`Invalid $select: property '${name}' of '${type.name}' is invalid`);
  }
  return names;
}
