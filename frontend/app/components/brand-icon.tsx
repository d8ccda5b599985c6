import { siFacebook, siPinterest, siWhatsapp, siX, siYoutube } from 'simple-icons';

const PATHS = {
  facebook: siFacebook.path,
  x: siX.path,
  pinterest: siPinterest.path,
  youtube: siYoutube.path,
  whatsapp: siWhatsapp.path,
} as const;

export type Brand = keyof typeof PATHS | 'linkedin';

/** A brand mark from simple-icons (LinkedIn is not in the set, so it is drawn as 'in'). */
export function BrandIcon({ brand, size = 20 }: { brand: Brand; size?: number }) {
  if (brand === 'linkedin') {
    return (
      <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <rect width="24" height="24" rx="4" fill="currentColor" />
        <text x="12" y="17" textAnchor="middle" fontSize="13" fontWeight="700" fill="var(--icon-bg, #0a1f44)">
          in
        </text>
      </svg>
    );
  }
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={PATHS[brand]} fill="currentColor" />
    </svg>
  );
}
