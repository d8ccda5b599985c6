/**
 * The calling codes with their phone patterns (GetCountryCodes), requested once per page load and
 * shared by every form that needs them (both copies of the event form, the IT support form).
 */
import { API_PATHS, type CountryCode, type CountryListResponse } from '@orbitwise/contracts';
import { useCallback, useEffect, useState } from 'react';
import { postForJson } from '~/lib/api-client';

const COUNTRY_CODES_ERROR =
  'The list of country codes could not be loaded. Please check your connection and try again.';

let cache: Promise<CountryCode[]> | null = null;

function loadCountryCodes(): Promise<CountryCode[]> {
  cache ??= postForJson<CountryListResponse>(API_PATHS.getCountryCodes)
    .then((response) => response.countries)
    .catch((error: unknown) => {
      cache = null;
      throw error;
    });
  return cache;
}

export type CountryCodesState =
  | { status: 'loading'; countries: CountryCode[] }
  | { status: 'ready'; countries: CountryCode[] }
  | { status: 'error'; countries: CountryCode[]; message: string };

export function useCountryCodes(): CountryCodesState & { retry: () => void } {
  const [state, setState] = useState<CountryCodesState>({ status: 'loading', countries: [] });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let cancelled = false;
    loadCountryCodes().then(
      (countries) => !cancelled && setState({ status: 'ready', countries }),
      (error: unknown) =>
        !cancelled &&
        setState({
          status: 'error',
          countries: [],
          message: `${COUNTRY_CODES_ERROR}${error instanceof Error && error.message ? ` (${error.message})` : ''}`,
        }),
    );
    return () => {
      cancelled = true;
    };
  }, [attempt]);
  const retry = useCallback(() => {
    setState({ status: 'loading', countries: [] });
    setAttempt((n) => n + 1);
  }, []);
  return { ...state, retry };
}
