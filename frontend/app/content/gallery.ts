export interface GalleryTab {
  id: 'office' | 'outing' | 'birthdays' | 'festivals' | 'anniversary';
  label: string;
  photos: { src: string; alt: string }[];
}

const photos = (id: GalleryTab['id'], captions: string[]) =>
  captions.map((alt, i) => ({ src: `/generated/gallery/${id}-${i + 1}.svg`, alt }));

/** Five gallery tabs; Office Photos opens first. */
export const GALLERY_TABS: GalleryTab[] = [
  {
    id: 'office',
    label: 'Office Photos',
    photos: photos('office', [
      'Reception and waiting area',
      'Open-plan development floor',
      'Training classroom with projector',
      'Meeting room with whiteboard wall',
      'Server and network room',
      'Break-out lounge',
    ]),
  },
  {
    id: 'outing',
    label: 'Outing',
    photos: photos('outing', [
      'Team trek to the hills',
      'Lakeside picnic',
      'Cricket match between teams',
      'Group photo at the resort',
      'Evening bonfire',
      'Boat ride on the lake',
    ]),
  },
  {
    id: 'birthdays',
    label: 'Birthdays',
    photos: photos('birthdays', [
      'Cake cutting in the cafeteria',
      'Surprise decorations at a desk',
      'Monthly birthday celebration',
      'Team singing for a colleague',
      'Birthday lunch',
      'Balloons and cards',
    ]),
  },
  {
    id: 'festivals',
    label: 'Festivals',
    photos: photos('festivals', [
      'Diwali lights in the office',
      'Rangoli competition',
      'Christmas tree and gifts',
      'Holi colours on the terrace',
      'Eid lunch together',
      'Pongal celebration',
    ]),
  },
  {
    id: 'anniversary',
    label: 'Anniversary',
    photos: photos('anniversary', [
      'Company anniversary stage',
      'Long-service awards',
      'Founder addressing the team',
      'Anniversary dinner',
      'Team performance on stage',
      'Anniversary group photo',
    ]),
  },
];
