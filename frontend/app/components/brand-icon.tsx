import { siFacebook, siGithub, siPinterest, siWhatsapp, siX, siYoutube } from 'simple-icons';

const PATHS = {
  facebook: siFacebook.path,
  x: siX.path,
  pinterest: siPinterest.path,
  youtube: siYoutube.path,
  whatsapp: siWhatsapp.path,
  github: siGithub.path,
} as const;

export type Brand = keyof typeof PATHS | 'linkedin';

/** A brand mark from simple-icons (LinkedIn is not in the set, so it is drawn as 'in'). */
export function BrandIcon({ brand, size = 20 }: { brand: Brand; size?: number }) {
  if (brand === 'linkedin') {
    return (
      <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M3 8.5h4V21H3zM5 2.5a2.2 2.2 0 1 1 0 4.4 2.2 2.2 0 0 1 0-4.4zM9.5 8.5h3.8v1.8c.6-1 1.9-2.1 3.9-2.1 4.1 0 4.8 2.6 4.8 6.1V21h-4v-5.9c0-1.4 0-3.2-2-3.2s-2.4 1.5-2.4 3.1v6h-4.1z"
        />
      </svg>
    );
  }
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={PATHS[brand]} fill="currentColor" />
    </svg>
  );
}
