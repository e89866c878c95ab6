import { brand } from '@/config/brand';
import type { InfoTranslation } from './info';

/**
 * The footer's information pages in Kiswahili (/sw/about…): loaded only by those pages (the info
 * route's loader, routes.tsx), never by the shared catalogue ../i18n/sw.ts.
 */
const c = brand.contact;
const prevails = 'Tafsiri hii ni kwa urahisi wako: pakitokea tofauti, toleo la Kiingereza ndilo litakalotumika.';

const infoSw: InfoTranslation = {
  pages: {
    '/about': {
      title: `Kuhusu ${brand.name}`,
      description: `${brand.name} ni mtoa huduma wa hifadhi ya wingu aliyejengwa Nairobi, anayehudumia wasanidi programu na biashara kote Afrika Mashariki.`,
      lead: `${brand.name} hujenga miundombinu ya wingu jijini Nairobi kwa ajili ya biashara za Kiafrika: hifadhi ya vitu inayooana na S3, diski za SSD, picha za hali na Edge CDN, kwa bei za shilingi za Kenya.`,
      sections: [
        { heading: 'Kwa nini tupo', body: 'Data nyingi mno za Kiafrika husafiri hadi Ulaya na Marekani na kurudi. Kuzihifadhi karibu hufanya programu ziwe za kasi zaidi, huwaridhisha wasimamizi wa sheria na huweka bili katika sarafu ambayo wateja wanapata mapato yao.' },
        { heading: 'Tulipo', body: `Ofisi yetu kuu iko ${c.address}. Hifadhi yetu inafanya kazi Nairobi, pamoja na eneo la pili Dar es Salaam na vituo vya CDN Nairobi, Mombasa na Lagos (Beta).` },
        { heading: 'Jinsi tunavyofanya kazi', body: 'Kila mteja anapata msaada saa 24 kila siku kutoka kwa wahandisi halisi wa L2. Tunachapisha bei zetu, SLA yetu na hali ya ukaguzi wetu wa usalama.' },
      ],
      cta: 'Anza Bure',
    },
    '/careers': {
      title: 'Nafasi za Kazi',
      description: `Fanya kazi ${brand.name}: jenga miundombinu ya wingu kwa ajili ya Afrika ukiwa Nairobi.`,
      lead: 'Sisi ni timu ya wahandisi, waendeshaji mifumo na wataalamu wa msaada tunaojenga wingu ambalo Afrika inastahili — kutoka Nairobi.',
      sections: [
        { heading: 'Tunamtafuta nani', body: 'Wahandisi wa mifumo ya hifadhi na mifumo iliyosambazwa, wahandisi wa uthabiti wa mifumo (SRE), wahandisi wa msaada wa L2 wanaofurahia kutatua matatizo saa tisa usiku, na watu wanaoweza kueleza wingu kwa lugha rahisi.' },
        { heading: 'Jinsi ya kutuma maombi', body: `Tuma CV yako na maelezo mafupi kuhusu kitu ulichojenga kwa ${c.careersEmail}. Tunajibu kila ombi ndani ya wiki mbili.` },
      ],
      cta: `Tuma barua pepe kwa ${c.careersEmail}`,
    },
    '/blog': {
      title: 'Blogu',
      description: `Makala za kiufundi, miongozo na habari za huduma kutoka ${brand.name}.`,
      lead: 'Miongozo na makala za kiufundi kutoka kwa timu yetu. Anza na miongozo inayosomwa zaidi hapa chini.',
      sections: [
        { heading: 'Hamia kutoka kwa mtoa huduma mwingine wa S3 ndani ya wikendi moja', body: 'Nakili ndoo kwa rclone, zihakiki, kisha badilisha anwani ya huduma ya programu yako — hatua kwa hatua katika mwongozo wa kuhamia.' },
        { heading: 'Nakala rudufu ambazo programu ya utekaji nyara (ransomware) haiwezi kufuta', body: 'Jinsi picha za hali zisizobadilika, zinazohifadhiwa kwa siku 7, 30 au 365, zinavyokulinda hata mshambuliaji akiwa na funguo zako.' },
        { heading: 'Miundombinu kama msimbo kwa Terraform na Pulumi', body: 'Simamia ndoo zako kwa zana unazotumia tayari, kwa kuelekeza AWS provider kwenye anwani yetu.' },
      ],
      cta: 'Soma miongozo',
    },
    '/press': {
      title: 'Vyombo vya Habari',
      description: `Taarifa kwa vyombo vya habari na mawasiliano ya wanahabari wa ${brand.name}.`,
      lead: `${brand.name} ni mtoa huduma wa miundombinu ya wingu wa Kenya anayetoa hifadhi inayooana na S3, hifadhi ya diski, nakala rudufu na Edge CDN, huku data ikibaki Afrika na bei zikiwa kwa shilingi za Kenya.`,
      sections: [
        { heading: 'Mawasiliano kwa wanahabari', body: `Kwa mahojiano, takwimu na picha, andika kwa ${c.pressEmail} au piga simu ${c.phone}.` },
        { heading: 'Ukweli kwa ufupi', body: 'Biashara zaidi ya 2,000; muda wa kusubiri chini ya ms 20 jijini Nairobi; SLA ya 99.99% kwa mwezi; maeneo Nairobi na Dar es Salaam; vituo vya CDN Nairobi, Mombasa na Lagos (Beta).' },
      ],
      cta: `Tuma barua pepe kwa ${c.pressEmail}`,
    },
    '/status': {
      title: 'Hali ya Mfumo',
      description: `Hali ya sasa ya lango la ${brand.name} na jinsi tunavyoripoti matukio.`,
      lead: 'Ukaguzi ulio hapa chini unafanywa moja kwa moja kutoka kwenye kivinjari chako hadi kwenye API yetu. Matukio yanayoathiri hifadhi hutangazwa hapa, kwa barua pepe kwa wateja walioathirika, na kwenye gumzo la jumuiya.',
      sections: [
        { heading: 'Ahadi yetu', body: 'SLA ya upatikanaji wa 99.99% kwa mwezi kwa API za hifadhi, na fidia ya huduma mara 30 ya muda uliopotea tusipoitimiza. Fidia huwekwa kiotomatiki kwenye ankara yako inayofuata.' },
        { heading: 'Ripoti tatizo', body: `Kitu kikionekana si sawa, piga simu ${c.phone} (hujibiwa ndani ya dakika 2) au fungua tiketi ya dharura.` },
      ],
      cta: 'Fungua tiketi ya dharura',
    },
    '/privacy': {
      title: 'Sera ya Faragha',
      description: `Jinsi ${brand.name} inavyokusanya, kutumia na kulinda data binafsi chini ya Sheria ya Ulinzi wa Data ya Kenya, GDPR na POPIA.`,
      lead: `${brand.name} huchakata data binafsi kwa mujibu wa Sheria ya Ulinzi wa Data ya Kenya ya 2019, GDPR ya Umoja wa Ulaya na POPIA ya Afrika Kusini.`,
      sections: [
        { heading: 'Tunachokusanya', body: 'Maelezo ya akaunti (jina, barua pepe, simu, jina la mtumiaji), kumbukumbu za malipo, tiketi za msaada na kumbukumbu za usalama (kuingia, anwani za IP). Hatusomi yaliyomo kwenye ndoo au diski zako.' },
        { heading: 'Kwa nini na kwa muda gani', body: 'Ili kutoa huduma na kuitoza, kulinda akaunti na kujibu maombi ya msaada. Data ya akaunti huhifadhiwa muda wote akaunti yako ikiwa wazi; ankara huhifadhiwa kadiri sheria ya kodi inavyotaka.' },
        { heading: 'Haki zako', body: `Unaweza kuona, kusahihisha, kuhamisha au kufuta data yako kupitia dashibodi au kwa kuandika kwa ${c.privacyEmail}.` },
      ],
      cta: `Wasiliana na ${c.privacyEmail}`,
      note: prevails,
    },
    '/terms': {
      title: 'Masharti ya Huduma',
      description: `Masharti ambayo ${brand.name} hutoa huduma zake za wingu.`,
      lead: `Masharti haya yanaongoza matumizi yako ya ${brand.name}. Kwa kufungua akaunti, unakubali masharti haya.`,
      sections: [
        { heading: 'Huduma', body: 'Tunatoa hifadhi ya vitu, hifadhi ya diski, picha za hali na Edge CDN (vipengele vya Beta hutolewa kama vilivyo). Kiwango cha bure kinajumuisha GB 10 za hifadhi ya vitu milele.' },
        { heading: 'Malipo', body: 'Matumizi yanayozidi viwango vya bure hutozwa kila mwezi kwa shilingi za Kenya kwa bei zilizochapishwa; ankara hulipwa ndani ya siku 14 baada ya tarehe ya ankara.' },
        { heading: 'Upatikanaji', body: 'Tunaahidi upatikanaji wa 99.99% kwa mwezi kwa API za hifadhi; tusipotimiza ahadi hiyo, unapokea fidia ya huduma mara 30 ya muda ambao huduma haikupatikana.' },
        { heading: 'Matumizi yanayokubalika', body: 'Usihifadhi maudhui yaliyo kinyume cha sheria, usishambulie mifumo mingine wala usiuze huduma upya bila makubaliano. Tunaweza kusimamisha akaunti zinazohatarisha wateja wengine.' },
      ],
      note: prevails,
    },
    '/dpa': {
      title: 'Mkataba wa Uchakataji wa Data',
      description: `Masharti ya ${brand.name} ya uchakataji wa data kwa wateja wanaohifadhi data binafsi.`,
      lead: `Unapohifadhi data binafsi kwa ${brand.name}, sisi tunakuwa mchakataji wako chini ya mkataba huu.`,
      sections: [
        { heading: 'Uchakataji kwa maagizo yako pekee', body: 'Tunachakata data ya wateja ili kutoa huduma pekee, na kamwe si kwa madhumuni yetu wenyewe.' },
        { heading: 'Mahali data ilipo', body: 'Data inabaki katika eneo unalochagua: Kenya pekee (Nairobi) au maeneo mengi ya Afrika (Nairobi na Dar es Salaam).' },
        { heading: 'Usalama', body: 'Usimbaji fiche wa AES-256 data ikiwa imehifadhiwa, TLS 1.3 ikiwa safarini, ufikiaji kulingana na majukumu, kumbukumbu za ukaguzi, na ukaguzi wa SOC 2 Type II na ISO 27001 unaoendelea (unatarajiwa robo ya nne ya 2025).' },
        { heading: 'Taarifa ya uvunjaji wa usalama', body: `Tunawaarifu wateja walioathirika bila kuchelewa isivyo lazima na ndani ya saa 72. Maswali: ${c.privacyEmail}.` },
      ],
      cta: 'Omba nakala iliyotiwa saini',
      note: prevails,
    },
  },
  liveStatus: {
    service: 'API ya Lango',
    checking: 'Inakagua…',
    up: 'Inafanya kazi',
    down: 'Haipatikani',
    answered: (ms, time) => `imejibu ndani ya ms ${ms} saa ${time}`,
    fromNetwork: (time) => `kutoka mtandao wako saa ${time}`,
  },
};

export default infoSw;
