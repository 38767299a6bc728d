import { readLimitedText } from './read-body';
import { failure, isFailure, type GatewayFailure } from './responses';

/** Largest accepted POST body (bytes); larger bodies get 413. */
export const MAX_BODY_BYTES = 100 * 1024;

/** The GraphQL-over-HTTP parameters of one request (from the query string or the JSON body). */
export interface GraphQLParams {
  readonly query?: string;
  /** sha256 hex of a persisted document (`documentId`, or `extensions.persistedQuery.sha256Hash`). */
  readonly documentId?: string;
  readonly variables?: Record<string, unknown>;
  readonly operationName?: string;
}

type Raw = Record<string, unknown>;

const isRecord = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v);

function bad(message: string): GatewayFailure {
  return failure(400, message, 'BAD_REQUEST');
}

/** Parses a JSON-encoded parameter (GET `variables`/`extensions`, or a string in a POST body). */
function jsonObject(value: unknown, name: string): Raw | undefined | GatewayFailure {
  if (value === undefined || value === null || value === '') return undefined;
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return bad(`The "${name}" parameter is not valid JSON.`);
    }
  }
  if (parsed === null) return undefined;
  return isRecord(parsed) ? parsed : bad(`The "${name}" parameter must be a JSON object.`);
}

function optionalString(value: unknown, name: string): string | undefined | GatewayFailure {
  if (value === undefined || value === null) return undefined;
  return typeof value === 'string' ? value : bad(`The "${name}" parameter must be a string.`);
}

/** `sha256:<hex>` and `<hex>` both name a document; ids are compared in lower case. */
function normalizeId(id: string): string {
  return id.replace(/^sha256:/i, '').toLowerCase();
}

/** Validates raw parameters (strings or JSON values) into {@link GraphQLParams}. */
export function toParams(raw: Raw): GraphQLParams | GatewayFailure {
  const query = optionalString(raw.query, 'query');
  const operationName = optionalString(raw.operationName, 'operationName');
  const documentId = optionalString(raw.documentId, 'documentId');
  const variables = jsonObject(raw.variables, 'variables');
  const extensions = jsonObject(raw.extensions, 'extensions');
  for (const v of [query, operationName, documentId, variables, extensions]) {
    if (isFailure(v)) return v;
  }
  const persisted = isRecord(extensions) ? extensions.persistedQuery : undefined;
  const hash =
    isRecord(persisted) && typeof persisted.sha256Hash === 'string' ? persisted.sha256Hash : undefined;
  const id = (documentId as string | undefined) ?? hash;
  return {
    ...(typeof query === 'string' && query !== '' ? { query } : {}),
    ...(id ? { documentId: normalizeId(id) } : {}),
    ...(isRecord(variables) ? { variables } : {}),
    ...(typeof operationName === 'string' && operationName !== '' ? { operationName } : {}),
  };
}

/** Reads the parameters of a GET (query string) or POST (JSON body, at most {@link MAX_BODY_BYTES}). */
export async function readParams(request: Request): Promise<GraphQLParams | GatewayFailure> {
  if (request.method === 'GET') {
    return toParams(Object.fromEntries(new URL(request.url).searchParams));
  }
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/(graphql\+)?json\s*(;|$)/i.test(type)) {
    return failure(415, 'POST requests must send Content-Type: application/json.', 'UNSUPPORTED_MEDIA_TYPE');
  }
  const text = await readLimitedText(request, MAX_BODY_BYTES);
  if (text === null)
    return failure(413, `The request body is larger than ${MAX_BODY_BYTES} bytes.`, 'PAYLOAD_TOO_LARGE');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return bad('The request body is not valid JSON.');
  }
  return isRecord(body) ? toParams(body) : bad('The request body must be a JSON object.');
}
