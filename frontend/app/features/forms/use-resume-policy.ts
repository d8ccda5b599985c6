import { API_PATHS, type FormsConfigResponse } from '@orbitwise/contracts';
import { useEffect, useState } from 'react';
import { getJson } from '~/lib/api-client';
import { DEFAULT_RESUME_POLICY, type ResumePolicy } from './schemas';

function isResumePolicy(value: unknown): value is ResumePolicy {
  const policy = value as Partial<ResumePolicy> | null;
  return (
    Number.isInteger(policy?.maxBytes) &&
    Number(policy?.maxBytes) > 0 &&
    Array.isArray(policy?.types) &&
    policy.types.length > 0
  );
}

/**
 * The resume limit and types the API enforces (RESUME_MAX_BYTES), read from GET /api/forms/config.
 * Until it answers, or if it fails, the contracts' defaults.
 */
export function useResumePolicy(): ResumePolicy {
  const [policy, setPolicy] = useState(DEFAULT_RESUME_POLICY);
  useEffect(() => {
    const request = new AbortController();
    getJson<FormsConfigResponse>(API_PATHS.formsConfig, request.signal).then(
      (config) => {
        if (isResumePolicy(config?.resume)) setPolicy(config.resume);
      },
      () => undefined, // the defaults stay
    );
    return () => request.abort();
  }, []);
  return policy;
}
