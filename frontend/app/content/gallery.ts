import { FIGURES } from './figures';

export interface GalleryTab {
  id: 'office' | 'outing' | 'birthdays' | 'festivals' | 'anniversary';
  label: string;
  photos: { src: string; alt: string }[];
}

/** Captions name what picture n shows (scripts/assets/gallery.mjs, sceneOf; a test checks each). */
const photos = (id: GalleryTab['id'], captions: string[]) =>
  captions.map((alt, i) => ({ src: `/generated/gallery/${id}-${i + 1}.svg`, alt }));

/** Five gallery tabs; Office Photos opens first. */
export const GALLERY_TABS: GalleryTab[] = [
  {
    id: 'office',
    label: 'Office Photos',
    photos: photos('office', [
      'Developers at their desks on the open-plan floor',
      'Sprint review in the meeting room',
      'Heads down at the development desks by the windows',
      'Quarterly numbers on the meeting-room whiteboard',
      'Three desks, three monitors: the development floor',
      'A question from the team at the meeting-room review',
    ]),
  },
  {
    id: 'outing',
    label: 'Outing',
    photos: photos('outing', [
      'Tent and campfire at sunset on the camping weekend',
      'The team bus parked by the lake',
      'Group photo on a hillside meadow',
      'Campfire and tent by the lake',
      'Arriving by bus in the hills',
      'Waving from the meadow by the lake',
    ]),
  },
  {
    id: 'birthdays',
    label: 'Birthdays',
    photos: photos('birthdays', [
      'Happy Birthday! Cake and balloons in the cafeteria',
      'Many happy returns: the birthday table with its cake',
      'Happy Birthday! A three-tier cake for a colleague',
      'Many happy returns, with balloons on both sides',
      'Happy Birthday! Cheers before the candles go out',
      'Many happy returns and a three-tier cake',
    ]),
  },
  {
    id: 'festivals',
    label: 'Festivals',
    photos: photos('festivals', [
      'Diwali evening: rangoli, diyas and paper lanterns',
      'The winning rangoli of the Diwali competition',
      'String lights over the rangoli on the terrace',
      'Lighting diyas around the Diwali rangoli',
      'Lanterns and a red and yellow rangoli for Diwali',
      'Diwali lights, lanterns and diyas at night',
    ]),
  },
  {
    id: 'anniversary',
    label: 'Anniversary',
    photos: photos('anniversary', [
      `${FIGURES.years} Years Together: the anniversary banner on stage`,
      'Happy Anniversary: the founder at the lectern',
      `${FIGURES.years} Years Together: cheers from the stage`,
      'Happy Anniversary: addressing the whole company',
      `${FIGURES.years} Years Together, in front of a full hall`,
      'Happy Anniversary from the stage, confetti overhead',
    ]),
  },
];
