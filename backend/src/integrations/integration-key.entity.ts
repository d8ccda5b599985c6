import type { IntegrationKeyKind, IntegrationScope } from '@orbitwise/contracts/integrations';

/** A row of `integration_key` as the repository reads it (never the secret's hash). */
export interface IntegrationKeyRow {
  id: string;
  name: string;
  kind: IntegrationKeyKind;
  allowedOrigins: string[];
  lastFour: string;
  scopes: IntegrationScope[];
  createdAt: Date;
  createdByLabel: string | null;
  lastUsedAt: Date | null;
  lastUsedFrom: string | null;
  revokedAt: Date | null;
  rolledFrom: string | null;
  /** The key that replaced this one by a roll (derived). */
  rolledTo: string | null;
}

/** What authenticating a call needs of an active key. */
export type ActiveKey = Pick<IntegrationKeyRow, 'id' | 'name' | 'kind' | 'allowedOrigins' | 'scopes'> & {
  /** The first key of its line of rolls: the partner, whose secret each roll replaces. */
  lineageId: string;
};
