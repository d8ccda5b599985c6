import type { GalleryTabId } from '../content.js';
import type { SeedDocument } from './seed-document.js';

export const GALLERY: SeedDocument<'gallery-item'>[] = [
  {
    kind: 'gallery-item',
    slug: 'office-1',
    data: {
      tab: 'office',
      image: {
        src: '/generated/gallery/office-1.svg',
        alt: 'Developers at their desks on the open-plan floor',
      },
      order: 0,
    },
  },
  {
    kind: 'gallery-item',
    slug: 'office-2',
    data: {
      tab: 'office',
      image: { src: '/generated/gallery/office-2.svg', alt: 'Sprint review in the meeting room' },
      order: 1,
    },
  },
  {
    kind: 'gallery-item',
    slug: 'office-3',
    data: {
      tab: 'office',
      image: {
        src: '/generated/gallery/office-3.svg',
        alt: 'Heads down at the development desks by the windows',
      },
      order: 2,
    },
  },
  {
    kind: 'gallery-item',
    slug: 'office-4',
    data: {
      tab: 'office',
      image: {
        src: '/generated/gallery/office-4.svg',
        alt: 'Quarterly numbers on the meeting-room whiteboard',
      },
      order: 3,
    },
  },
  {
    kind: 'gallery-item',
    slug: 'office-5',
    data: {
      tab: 'office',
      image: {
        src: '/generated/gallery/office-5.svg',
        alt: 'Three desks, three monitors: the development floor',
      },
      order: 4,
    },
  },
  {
    kind: 'gallery-item',
    slug: 'office-6',
    data: {
      tab: 'office',
      image: {
        src: '/generated/gallery/office-6.svg',
        alt: 'A question from the team at the meeting-room review',
      },
      order: 5,
    },
  },
  {
    kind: 'gallery-item',
    slug: 'outing-1',
    data: {
      tab: 'outing',
      image: {
        src: '/generated/gallery/outing-1.svg',
        alt: 'Tent and campfire at sunset on the camping weekend',
      },
      order: 0,
    },
  },
  {
    kind: 'gallery-item',
    slug: 'outing-2',
    data: {
      tab: 'outing',
      image: { src: '/generated/gallery/outing-2.svg', alt: 'The team bus parked by the lake' },
      order: 1,
    },
  },
  {
    kind: 'gallery-item',
    slug: 'outing-3',
    data: {
      tab: 'outing',
      image: { src: '/generated/gallery/outing-3.svg', alt: 'Group photo on a hillside meadow' },
      order: 2,
    },
  },
  {
    kind: 'gallery-item',
    slug: 'outing-4',
    data: {
      tab: 'outing',
      image: { src: '/generated/gallery/outing-4.svg', alt: 'Campfire and tent by the lake' },
      order: 3,
    },
  },
  {
    kind: 'gallery-item',
    slug: 'outing-5',
    data: {
      tab: 'outing',
      image: { src: '/generated/gallery/outing-5.svg', alt: 'Arriving by bus in the hills' },
      order: 4,
    },
  },
  {
    kind: 'gallery-item',
    slug: 'outing-6',
    data: {
      tab: 'outing',
      image: { src: '/generated/gallery/outing-6.svg', alt: 'Waving from the meadow by the lake' },
      order: 5,
    },
  },
  {
    kind: 'gallery-item',
    slug: 'birthdays-1',
    data: {
      tab: 'birthdays',
      image: {
        src: '/generated/gallery/birthdays-1.svg',
        alt: 'Happy Birthday! Cake and balloons in the cafeteria',
      },
      order: 0,
    },
  },
  {
    kind: 'gallery-item',
    slug: 'birthdays-2',
    data: {
      tab: 'birthdays',
      image: {
        src: '/generated/gallery/birthdays-2.svg',
        alt: 'Many happy returns: the birthday table with its cake',
      },
      order: 1,
    },
  },
  {
    kind: 'gallery-item',
    slug: 'birthdays-3',
    data: {
      tab: 'birthdays',
      image: {
        src: '/generated/gallery/birthdays-3.svg',
        alt: 'Happy Birthday! A three-tier cake for a colleague',
      },
      order: 2,
    },
  },
  {
    kind: 'gallery-item',
    slug: 'birthdays-4',
    data: {
      tab: 'birthdays',
      image: {
        src: '/generated/gallery/birthdays-4.svg',
        alt: 'Many happy returns, with balloons on both sides',
      },
      order: 3,
    },
  },
  {
    kind: 'gallery-item',
    slug: 'birthdays-5',
    data: {
      tab: 'birthdays',
      image: {
        src: '/generated/gallery/birthdays-5.svg',
        alt: 'Happy Birthday! Cheers before the candles go out',
      },
      order: 4,
    },
  },
  {
    kind: 'gallery-item',
    slug: 'birthdays-6',
    data: {
      tab: 'birthdays',
      image: { src: '/generated/gallery/birthdays-6.svg', alt: 'Many happy returns and a three-tier cake' },
      order: 5,
    },
  },
  {
    kind: 'gallery-item',
    slug: 'festivals-1',
    data: {
      tab: 'festivals',
      image: {
        src: '/generated/gallery/festivals-1.svg',
        alt: 'Diwali evening: rangoli, diyas and paper lanterns',
      },
      order: 0,
    },
  },
  {
    kind: 'gallery-item',
    slug: 'festivals-2',
    data: {
      tab: 'festivals',
      image: {
        src: '/generated/gallery/festivals-2.svg',
        alt: 'The winning rangoli of the Diwali competition',
      },
      order: 1,
    },
  },
  {
    kind: 'gallery-item',
    slug: 'festivals-3',
    data: {
      tab: 'festivals',
      image: {
        src: '/generated/gallery/festivals-3.svg',
        alt: 'String lights over the rangoli on the terrace',
      },
      order: 2,
    },
  },
  {
    kind: 'gallery-item',
    slug: 'festivals-4',
    data: {
      tab: 'festivals',
      image: { src: '/generated/gallery/festivals-4.svg', alt: 'Lighting diyas around the Diwali rangoli' },
      order: 3,
    },
  },
  {
    kind: 'gallery-item',
    slug: 'festivals-5',
    data: {
      tab: 'festivals',
      image: {
        src: '/generated/gallery/festivals-5.svg',
        alt: 'Lanterns and a red and yellow rangoli for Diwali',
      },
      order: 4,
    },
  },
  {
    kind: 'gallery-item',
    slug: 'festivals-6',
    data: {
      tab: 'festivals',
      image: { src: '/generated/gallery/festivals-6.svg', alt: 'Diwali lights, lanterns and diyas at night' },
      order: 5,
    },
  },
  {
    kind: 'gallery-item',
    slug: 'anniversary-1',
    data: {
      tab: 'anniversary',
      image: {
        src: '/generated/gallery/anniversary-1.svg',
        alt: '{years} Years Together: the anniversary banner on stage',
      },
      order: 0,
    },
  },
  {
    kind: 'gallery-item',
    slug: 'anniversary-2',
    data: {
      tab: 'anniversary',
      image: {
        src: '/generated/gallery/anniversary-2.svg',
        alt: 'Happy Anniversary: the founder at the lectern',
      },
      order: 1,
    },
  },
  {
    kind: 'gallery-item',
    slug: 'anniversary-3',
    data: {
      tab: 'anniversary',
      image: {
        src: '/generated/gallery/anniversary-3.svg',
        alt: '{years} Years Together: cheers from the stage',
      },
      order: 2,
    },
  },
  {
    kind: 'gallery-item',
    slug: 'anniversary-4',
    data: {
      tab: 'anniversary',
      image: {
        src: '/generated/gallery/anniversary-4.svg',
        alt: 'Happy Anniversary: addressing the whole company',
      },
      order: 3,
    },
  },
  {
    kind: 'gallery-item',
    slug: 'anniversary-5',
    data: {
      tab: 'anniversary',
      image: {
        src: '/generated/gallery/anniversary-5.svg',
        alt: '{years} Years Together, in front of a full hall',
      },
      order: 4,
    },
  },
  {
    kind: 'gallery-item',
    slug: 'anniversary-6',
    data: {
      tab: 'anniversary',
      image: {
        src: '/generated/gallery/anniversary-6.svg',
        alt: 'Happy Anniversary from the stage, confetti overhead',
      },
      order: 5,
    },
  },
];

/** The gallery's tabs, in order; Office Photos opens first. */
export const GALLERY_TAB_LABELS: Record<GalleryTabId, string> = {
  office: 'Office Photos',
  outing: 'Outing',
  birthdays: 'Birthdays',
  festivals: 'Festivals',
  anniversary: 'Anniversary',
};
