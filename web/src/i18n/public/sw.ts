import type { ShellMessages } from './messages';

/** Kiswahili texts of the shell (header, footer, drawer, language switch) and of the 404 page: part of /sw/… pages' catalogue (app/publicCatalogues/sw.ts). */
const sw: ShellMessages = {
  common: {
    skip: 'Ruka hadi maudhui',
    home: 'ukurasa wa mwanzo',
    mainNav: 'Urambazaji mkuu',
    mobileNav: 'Urambazaji wa simu',
    openMenu: 'Fungua menyu',
    closeMenu: 'Funga menyu',
    nav: {
      '/products': 'Huduma',
      '/pricing': 'Bei',
      '/docs': 'Nyaraka',
      '/customers': 'Wateja',
      '/security': 'Usalama na Utiifu',
      '/support': 'Msaada',
      '/promotions': 'Store & Score',
    },
    allProducts: 'Huduma zote',
    productMenu: [
      ['Hifadhi ya Vitu', 'Ndoo zinazooana na S3 jijini Nairobi'],
      ['Hifadhi ya Diski', 'Diski za NVMe SSD, GB 1 hadi TB 16'],
      ['Picha za Hali na Nakala Rudufu', 'Nakala rudufu zisizobadilika, siku 7 hadi 365'],
      ['Edge CDN (Beta)', 'Vituo vya Nairobi, Mombasa na Lagos'],
    ],
    signIn: 'Ingia',
    startFree: 'Anza Bure',
    dashboard: 'Dashibodi',
    signOut: 'Toka',
    checkingSignIn: 'Inakagua kuingia',
    language: 'Lugha',
    tagline: 'Hifadhi ya wingu ya Kiafrika, iliyojengwa Nairobi',
    community: 'Jiunge na gumzo la jumuiya ya wasanidi programu ↗',
    columns: [
      { title: 'Huduma', links: ['Hifadhi ya Vitu', 'Hifadhi ya Diski', 'Picha za Hali na Nakala Rudufu', 'Edge CDN (Beta)', 'Bei'] },
      { title: 'Wasanidi Programu', links: ['Nyaraka', 'Marejeo ya API', 'SDK', 'Hali ya Mfumo'] },
      { title: 'Kampuni', links: ['Kuhusu Sisi', 'Wateja', 'Nafasi za Kazi', 'Blogu', 'Vyombo vya Habari'] },
      { title: 'Kisheria na Uaminifu', links: ['Usalama na Utiifu', 'Sera ya Faragha', 'Masharti ya Huduma', 'Mkataba wa Uchakataji wa Data'] },
    ],
    legal: 'Ltd. Data huhifadhiwa nchini Kenya. Bei zote ni kwa shilingi za Kenya (KSh).',
  },
  notFound: {
    metaTitle: '404 Ukurasa Haupatikani',
    metaDescription: 'Ukurasa huu haupo.',
    title: '404 Ukurasa Haupatikani',
    text: 'Hakuna kitu kwenye anwani hii.',
    hint: ['Kidokezo kwa wasanidi programu: je, ulisahau kuongeza ukurasa huu kwenye orodha ya njia katika ', '?'],
    back: 'Rudi mwanzo',
  },
};
export default sw;
