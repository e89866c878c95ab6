import type { DocsProse } from './types';

/** The docs in Kiswahili (loaded only by /sw/docs: prose.ts). Code samples stay as they are. */
const sw: DocsProse = {
  ui: {
    step: (n) => `Hatua ya ${n}: `,
    tryIt: 'Jaribu',
    hideExample: 'Ficha mfano',
    runSigned: 'Endesha ombi hili lililotiwa sahihi kutoka kwenye terminal yako (curl 7.75 au toleo jipya zaidi), funguo zako zikiwa kwenye vigeu vya mazingira:',
    documentation: 'Nyaraka',
    examples: 'Mifano',
    hideExamples: 'Ficha Mifano',
    stuck: 'Umekwama?',
    contactSupport: 'Wasiliana na Msaada',
    stuckAfter: '— mhandisi hujibu ndani ya dakika chache, saa 24 kila siku.',
    baseUrl: 'URL ya msingi',
    s3Compatible: 'Inaoana na AWS S3',
    region: 'Eneo',
    pathStyle: ', anwani za mtindo wa njia (path-style)',
    xml: '. Majibu ni XML, kama ilivyo katika API ya S3.',
    copy: 'Nakili',
    copied: 'Imenakiliwa!',
    copyFailed: 'Imeshindwa kunakili',
    copyCode: (label) => `Nakili msimbo wa ${label}`,
    codeSample: (label) => `Mfano wa msimbo wa ${label}`,
    copiedStatus: 'Imenakiliwa kwenye ubao wa kunakili',
  },
  labels: {
    'What you get': 'Unachopata',
    'Signed request headers': 'Vichwa vya ombi lililotiwa sahihi',
    Install: 'Sakinisha',
    Usage: 'Matumizi',
    'Presigned download URL (valid 1 hour)': 'URL ya kupakua iliyotiwa sahihi mapema (halali kwa saa 1)',
    'Download and delete': 'Pakua na ufute',
    'List objects': 'Orodhesha vitu',
    'Presigned URL': 'URL iliyotiwa sahihi mapema',
    'wp-config.php and a must-use plugin': 'wp-config.php na programu-jalizi ya lazima (must-use)',
    Run: 'Endesha',
    'Copy and verify': 'Nakili na uhakiki',
    'Install (Linux x86_64)': 'Sakinisha (Linux x86_64)',
    'Copy example': 'Mfano wa kunakili',
  },
  blocks: ({ endpoint: EP, region: RG }) => ({
    'create-account': {
      title: 'Fungua akaunti yako',
      text: 'Jisajili kwa chini ya dakika moja. Kifurushi cha bure kinakupa GB 10 za hifadhi ya vitu milele — bila kadi ya mkopo.',
      action: 'Fungua akaunti',
      sampleText: { 'What you get': `Anwani:           ${EP}\nEneo:             ${RG}\nKifurushi cha bure: GB 10 za hifadhi ya vitu, utoaji wa data bure ndani ya Kenya` },
    },
    'generate-credentials': {
      title: 'Tengeneza vitambulisho vya API',
      text: 'Kwenye dashibodi fungua Usalama → Funguo za API, kisha unda ufunguo wenye ruhusa za kusoma na kuandika. Ufunguo wa siri huonyeshwa mara moja tu: uhifadhi kwenye vigeu vya mazingira yako.',
      action: 'Fungua funguo za API',
    },
    'install-sdk': {
      title: 'Sakinisha SDK',
      text: 'Mawingu inazungumza API ya S3, kwa hivyo SDK rasmi za AWS hufanya kazi bila kubadilishwa. Sakinisha ile ya lugha yako ya programu.',
      action: 'Tazama SDK zote',
    },
    'upload-first-file': {
      title: 'Pakia faili yako ya kwanza',
      text: 'Elekeza programu yako kwenye anwani yetu kisha upakie. Anwani za mtindo wa njia (path-style) huwezesha ndoo zenye nukta kwenye majina yao kuendelea kufanya kazi.',
      action: 'Marejeo ya API ya hifadhi',
    },
    'put-object': {
      title: 'Pakia kitu (object)',
      text: 'Huhifadhi mwili wa ombi kama kitu. Tuma Content-Type ili kuweka aina ya kitu kinachohifadhiwa; vitu vikubwa kuliko MB 100 vinapaswa kutumia upakiaji wa sehemu nyingi (multipart).',
    },
    'get-object': {
      title: 'Pakua kitu',
      text: 'Hurudisha mwili wa kitu. Inakubali maombi ya Range kwa upakuaji wa sehemu ya kitu, na URL zilizotiwa sahihi mapema (presigned) kwa kushiriki bila vitambulisho.',
    },
    'delete-object': {
      title: 'Futa kitu',
      text: 'Huondoa kitu. Matoleo (versioning) yakiwa yamewashwa, alama ya kufuta huandikwa na matoleo ya awali yanaweza kurejeshwa.',
    },
    'list-objects': {
      title: 'Orodhesha vitu (ListObjectsV2)',
      text: 'Huorodhesha hadi funguo (keys) 1,000 kwa kila ukurasa, kama XML. Tumia prefix na delimiter kuvinjari folda, na continuation-token kwenda ukurasa unaofuata.',
    },
    'object-tagging': {
      title: 'Weka lebo kwenye kitu',
      text: 'Hubadilisha lebo za kitu: hadi lebo 10, funguo hadi herufi 128 na thamani hadi 256. GET ?tagging huzisoma na DELETE ?tagging huziondoa; x-amz-tagging huziweka wakati wa kupakia, na nakala huchukua lebo za chanzo isipokuwa x-amz-tagging-directive ni REPLACE.',
    },
    authentication: {
      title: 'Uthibitishaji: AWS Signature Version 4',
      text: `Kila ombi hutiwa sahihi kwa AWS Signature Version 4 kwa kutumia ufunguo wa ufikiaji kutoka kwenye dashibodi yako. Tumia eneo "${RG}" na huduma "s3" katika wigo wa sahihi; SDK na curl --aws-sigv4 hukufanyia hivyo. Maombi ambayo saa yake imetofautiana kwa zaidi ya dakika 15 hukataliwa.`,
    },
    'best-practices': {
      title: 'Mbinu bora',
      text: 'Tumia upakiaji wa sehemu nyingi kwa faili zaidi ya MB 100; ipe kila programu ufunguo wake wa API wenye ruhusa inazohitaji tu; washa matoleo (versioning) kwa data usiyoweza kuipoteza; hudumia faili za umma kupitia Edge CDN; weka saa za seva sawa kwa NTP.',
    },
    'sdk-javascript': {
      title: 'JavaScript / TypeScript',
      text: 'AWS SDK for JavaScript v3 (Node.js 18+, vivinjari, Deno, Bun).',
    },
    'sdk-python': {
      title: 'Python',
      text: 'boto3, SDK ya AWS kwa Python 3.8+.',
    },
    'sdk-go': {
      title: 'Go',
      text: 'AWS SDK for Go v2, SDK rasmi ya AWS kwa lugha ya Go.',
    },
    'sdk-php': {
      title: 'PHP',
      text: 'AWS SDK for PHP 3, SDK rasmi ya AWS kwa PHP 8.1+.',
    },
    terraform: {
      title: 'Terraform',
      text: 'Simamia ndoo kama msimbo kwa provider ya kawaida ya hashicorp/aws, ikielekezwa kwenye anwani yetu.',
    },
    pulumi: {
      title: 'Pulumi',
      text: 'Tumia @pulumi/aws pamoja na provider mahususi inayoelekezwa kwenye anwani ya Mawingu.',
    },
    wordpress: {
      title: 'WordPress',
      text: 'Hamishia maktaba ya midia kwenye Mawingu kwa programu-jalizi huria ya S3 Uploads (humanmade/s3-uploads).',
    },
    'backup-tools': {
      title: 'Zana za nakala rudufu (rclone, restic)',
      text: 'Zana yoyote inayozungumza S3 inaweza kuhifadhi nakala rudufu kwenye Mawingu. rclone husawazisha folda; restic hutengeneza picha za hali zilizosimbwa fiche, bila data inayojirudia.',
    },
    migration: {
      title: 'Mwongozo wa kuhamia: hama kutoka kwa mtoa huduma mwingine wa S3',
      text: 'Ongeza mtoa huduma wako wa sasa kama remote ya pili ya rclone, nakili kila kitu, hakiki, kisha badilisha anwani inayotumiwa na programu yako. Data inayoingia Mawingu ni bure.',
    },
    cli: {
      title: 'Zana ya mstari wa amri (AWS CLI v2)',
      text: `Sakinisha AWS CLI v2 mara moja na uongeze wasifu (profile) wa Mawingu; endpoint_url katika wasifu huelekeza kila amri kwenye ${EP}.`,
    },
    'faq-s3': {
      title: 'Je, Mawingu Cloud kweli inaoana na S3?',
      text: 'Ndiyo. Hifadhi ya vitu inatekeleza API ya S3 pamoja na AWS Signature Version 4, kwa hivyo SDK za AWS, AWS CLI, rclone, restic, Terraform na Pulumi hufanya kazi kwa kubadilisha anwani na eneo pekee.',
    },
    'faq-residency': {
      title: 'Data yangu huhifadhiwa wapi?',
      text: 'Kwa chaguo-msingi, jijini Nairobi, Kenya (Kenya pekee). Ukichagua maeneo mengi ya Afrika, nakala huhifadhiwa Nairobi na Dar es Salaam. Data haitoki kamwe nje ya eneo ulilochagua.',
    },
    'faq-egress': {
      title: 'Utoaji wa data (egress) unagharimu kiasi gani?',
      text: 'Utoaji wa data kwa watumiaji walio ndani ya Kenya ni bure bila kikomo. Utoaji wa data wa kikanda Afrika Mashariki ni KSh 0.40 kwa GB baada ya GB 50 za kwanza kila mwezi; utoaji wa data wa maeneo mengi ya Afrika ni KSh 0.60 kwa GB baada ya GB 50 za kwanza.',
    },
    'faq-free': {
      title: 'Kifurushi cha bure kina nini?',
      text: 'GB 10 za hifadhi ya vitu bure milele, pamoja na utoaji wa data bure ndani ya Kenya. Hakuna kadi ya mkopo inayohitajika kujisajili; unatozwa tu kwa matumizi yanayozidi kiwango cha bure.',
    },
    'faq-signature': {
      title: 'Kwa nini ninapata hitilafu za SignatureDoesNotMatch?',
      text: 'Hakikisha programu yako inatumia eneo nbo1, anwani za mtindo wa njia (path-style), ufunguo kamili wa siri bila nafasi, na saa iliyosawazishwa kwa NTP (maombi yaliyotofautiana kwa zaidi ya dakika 15 hukataliwa).',
    },
    'faq-limits': {
      title: 'Je, kuna vikomo vya idadi ya maombi?',
      text: 'Hakuna vikomo bandia vya idadi ya maombi. Ukitarajia zaidi ya maombi 10,000 kwa sekunde, wasiliana na timu ya msaada ili tupange uwezo pamoja nawe.',
    },
  }),
};
export default sw;
