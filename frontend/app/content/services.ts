import type { IconName } from '@orbitwise/contracts/content';

/** Icon names resolved to lucide icons by components/icon.tsx, so content stays plain data. */
export type { IconName };

export interface ServiceCard {
  title: string;
  text: string;
  icon: IconName;
  to: string;
}

export interface Skill {
  label: string;
  percent: number;
}
