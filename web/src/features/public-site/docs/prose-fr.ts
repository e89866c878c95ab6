import type { DocsProse } from './types';

/** The docs in French (loaded only by /fr/docs: prose.ts). Code samples stay as they are. */
const fr: DocsProse = {
  ui: {
    step: (n) => `Étape ${n} : `,
    tryIt: 'Essayer',
    hideExample: 'Masquer l’exemple',
    runSigned: 'Exécutez cette requête signée depuis votre terminal (curl 7.75 ou plus récent), avec vos clés dans les variables d’environnement :',
    documentation: 'Documentation',
    examples: 'Exemples',
    hideExamples: 'Masquer les exemples',
    stuck: 'Bloqué ?',
    contactSupport: 'Contactez l’assistance',
    stuckAfter: '— un ingénieur répond en quelques minutes, 24 h/24 et 7 j/7.',
    baseUrl: 'URL de base',
    s3Compatible: 'Compatible AWS S3',
    region: 'Région',
    pathStyle: ', adressage par chemin (path-style)',
    xml: '. Les réponses sont en XML, comme dans l’API S3.',
    copy: 'Copier',
    copied: 'Copié !',
    copyFailed: 'Échec de la copie',
    copyCode: (label) => `Copier le code ${label}`,
    codeSample: (label) => `Exemple de code ${label}`,
    copiedStatus: 'Copié dans le presse-papiers',
  },
  labels: {
    'What you get': 'Ce que vous obtenez',
    'Signed request headers': 'En-têtes d’une requête signée',
    Install: 'Installation',
    Usage: 'Utilisation',
    'Presigned download URL (valid 1 hour)': 'URL de téléchargement présignée (valable 1 heure)',
    'Download and delete': 'Télécharger et supprimer',
    'List objects': 'Lister les objets',
    'Presigned URL': 'URL présignée',
    'wp-config.php and a must-use plugin': 'wp-config.php et une extension must-use',
    Run: 'Exécution',
    'Copy and verify': 'Copier et vérifier',
    'Install (Linux x86_64)': 'Installation (Linux x86_64)',
    'Copy example': 'Exemple de copie',
  },
  blocks: ({ endpoint: EP, region: RG }) => ({
    'create-account': {
      title: 'Créez votre compte',
      text: 'Inscrivez-vous en moins d’une minute. L’offre gratuite vous donne 10 Go de stockage objet à vie — sans carte bancaire.',
      action: 'Créer un compte',
      sampleText: { 'What you get': `Point d’accès :  ${EP}\nRégion :         ${RG}\nOffre gratuite : 10 Go de stockage objet, trafic sortant gratuit au Kenya` },
    },
    'generate-credentials': {
      title: 'Générez vos identifiants d’API',
      text: 'Dans le tableau de bord, ouvrez Sécurité → Clés API et créez une clé avec les droits de lecture et d’écriture. Le secret n’est affiché qu’une seule fois : enregistrez-le dans vos variables d’environnement.',
      action: 'Ouvrir les clés API',
    },
    'install-sdk': {
      title: 'Installez un SDK',
      text: 'Mawingu parle l’API S3 : les SDK officiels d’AWS fonctionnent sans aucune modification. Installez celui de votre langage.',
      action: 'Voir tous les SDK',
    },
    'upload-first-file': {
      title: 'Envoyez votre premier fichier',
      text: 'Pointez le client vers notre point d’accès, puis envoyez le fichier. L’adressage par chemin (path-style) garantit le bon fonctionnement des noms de bucket contenant des points.',
      action: 'Référence de l’API de stockage',
    },
    'put-object': {
      title: 'Envoyer un objet',
      text: 'Enregistre le corps de la requête comme objet. Envoyez Content-Type pour définir le type enregistré ; au-delà de 100 Mo, utilisez l’envoi en plusieurs parties (multipart).',
    },
    'get-object': {
      title: 'Télécharger un objet',
      text: 'Renvoie le contenu de l’objet. Prend en charge les requêtes Range pour les téléchargements partiels, et les URL présignées pour partager sans identifiants.',
    },
    'delete-object': {
      title: 'Supprimer un objet',
      text: 'Supprime l’objet. Si le versionnage est activé, un marqueur de suppression est écrit et les versions précédentes restent récupérables.',
    },
    'list-objects': {
      title: 'Lister les objets (ListObjectsV2)',
      text: 'Liste jusqu’à 1 000 clés par page, en XML. Utilisez prefix et delimiter pour parcourir les dossiers, et continuation-token pour passer à la page suivante.',
    },
    'object-tagging': {
      title: 'Baliser un objet',
      text: 'Remplace les balises de l’objet : jusqu’à 10, des clés jusqu’à 128 caractères et des valeurs jusqu’à 256. GET ?tagging les lit et DELETE ?tagging les retire ; x-amz-tagging les pose à l’envoi, et une copie garde les balises de la source sauf si x-amz-tagging-directive vaut REPLACE.',
    },
    authentication: {
      title: 'Authentification : AWS Signature Version 4',
      text: `Chaque requête est signée avec AWS Signature Version 4 à l’aide d’une clé d’accès de votre tableau de bord. Utilisez la région « ${RG} » et le service « s3 » dans la portée de la signature ; les SDK et curl --aws-sigv4 s’en chargent pour vous. Les requêtes dont l’horloge est décalée de plus de 15 minutes sont refusées.`,
    },
    'best-practices': {
      title: 'Bonnes pratiques',
      text: 'Utilisez l’envoi en plusieurs parties au-delà de 100 Mo ; donnez à chaque application sa propre clé d’API, limitée aux droits dont elle a besoin ; activez la gestion des versions pour les données que vous ne pouvez pas perdre ; servez les fichiers publics via l’Edge CDN ; synchronisez les horloges avec NTP.',
    },
    'sdk-javascript': {
      title: 'JavaScript / TypeScript',
      text: 'AWS SDK for JavaScript v3 (Node.js 18+, navigateurs, Deno, Bun).',
    },
    'sdk-python': {
      title: 'Python',
      text: 'boto3, le SDK AWS pour Python 3.8+.',
    },
    'sdk-go': {
      title: 'Go',
      text: 'AWS SDK for Go v2, le SDK officiel d’AWS pour Go.',
    },
    'sdk-php': {
      title: 'PHP',
      text: 'AWS SDK for PHP 3, le SDK officiel d’AWS pour PHP 8.1+.',
    },
    terraform: {
      title: 'Terraform',
      text: 'Gérez vos buckets sous forme de code avec le provider standard hashicorp/aws, dirigé vers notre point d’accès.',
    },
    pulumi: {
      title: 'Pulumi',
      text: 'Utilisez @pulumi/aws avec un provider explicite pour le point d’accès Mawingu.',
    },
    wordpress: {
      title: 'WordPress',
      text: 'Déportez la médiathèque avec l’extension open source S3 Uploads (humanmade/s3-uploads).',
    },
    'backup-tools': {
      title: 'Outils de sauvegarde (rclone, restic)',
      text: 'Tout outil compatible S3 peut sauvegarder vers Mawingu. rclone synchronise des dossiers ; restic crée des instantanés chiffrés et dédupliqués.',
    },
    migration: {
      title: 'Guide de migration : quitter un autre fournisseur S3',
      text: 'Ajoutez votre fournisseur actuel comme second remote rclone, copiez tout, vérifiez, puis changez le point d’accès de votre application. Le trafic entrant vers Mawingu est gratuit.',
    },
    cli: {
      title: 'Outil en ligne de commande (AWS CLI v2)',
      text: `Installez l’AWS CLI v2 une fois pour toutes et ajoutez un profil Mawingu ; le paramètre endpoint_url du profil dirige chaque commande vers ${EP}.`,
    },
    'faq-s3': {
      title: 'Mawingu Cloud est-il vraiment compatible S3 ?',
      text: 'Oui. Le stockage objet implémente l’API S3 avec AWS Signature Version 4 : les SDK AWS, l’AWS CLI, rclone, restic, Terraform et Pulumi fonctionnent en changeant seulement le point d’accès et la région.',
    },
    'faq-residency': {
      title: 'Où mes données sont-elles stockées ?',
      text: 'Par défaut à Nairobi, au Kenya (Kenya uniquement). Si vous choisissez l’option multirégion Afrique, des répliques sont conservées à Nairobi et à Dar es Salaam. Les données ne quittent jamais la région choisie.',
    },
    'faq-egress': {
      title: 'Combien coûte le transfert de données (trafic sortant) ?',
      text: 'Le trafic sortant vers les utilisateurs au Kenya est gratuit et illimité. Le trafic régional vers l’Afrique de l’Est coûte 0,40 KSh par Go au-delà des 50 premiers Go de chaque mois ; le trafic multirégion Afrique coûte 0,60 KSh par Go au-delà des 50 premiers Go.',
    },
    'faq-free': {
      title: 'Que comprend l’offre gratuite ?',
      text: '10 Go de stockage objet gratuits à vie, avec le trafic sortant gratuit au Kenya. Aucune carte bancaire n’est demandée à l’inscription ; seule la consommation au-delà de l’allocation gratuite est facturée.',
    },
    'faq-signature': {
      title: 'Pourquoi ai-je des erreurs SignatureDoesNotMatch ?',
      text: 'Vérifiez que le client utilise la région nbo1, l’adressage par chemin (path-style), la clé secrète complète sans espaces et une horloge synchronisée par NTP (les requêtes décalées de plus de 15 minutes sont refusées).',
    },
    'faq-limits': {
      title: 'Y a-t-il des limites de débit ?',
      text: 'Il n’y a aucune limite de débit artificielle. Si vous prévoyez plus de 10 000 requêtes par seconde, contactez l’assistance afin que nous planifiions la capacité avec vous.',
    },
  }),
};
export default fr;
