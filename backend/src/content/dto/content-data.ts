import { checkContent, type ContentData, type ContentKind } from '@orbitwise/contracts/content';
import { invalidRequest } from '../../platform/http/validation';

/**
 * A document's data checked by the contract's rules (the console's forms run the same ones): the
 * parsed value, or 400 problem details naming each field as `data.<path>`.
 */
export function parseContentData<K extends ContentKind>(kind: K, data: unknown): ContentData<K> {
  const result = checkContent(kind, data);
  if (result.ok) return result.data;
  throw invalidRequest(
    Object.fromEntries(Object.entries(result.errors).map(([path, message]) => [`data.${path}`, [message]])),
  );
}
