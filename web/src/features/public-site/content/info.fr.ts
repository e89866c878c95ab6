import { brand } from '@/config/brand';
import type { InfoTranslation } from './info';

/**
 * The footer's information pages in French (/fr/about…): loaded only by those pages (the info
 * route's loader, routes.tsx), never by the shared catalogue ../i18n/fr.ts.
 */
const c = brand.contact;
const prevails = 'Cette traduction est fournie pour votre commodité : en cas de divergence, la version anglaise prévaut.';

const infoFr: InfoTranslation = {
  pages: {
    '/about': {
      title: `À propos de ${brand.name}`,
      description: `${brand.name} est un fournisseur de stockage cloud conçu à Nairobi, au service des développeurs et des entreprises de toute l’Afrique de l’Est.`,
      lead: `${brand.name} construit à Nairobi une infrastructure cloud pour les entreprises africaines : stockage objet compatible S3, stockage en bloc SSD, instantanés et un Edge CDN, facturés en shillings kényans.`,
      sections: [
        { heading: 'Pourquoi nous existons', body: 'Trop de données africaines font l’aller-retour vers l’Europe et les États-Unis. Les garder sur place rend les applications plus rapides, satisfait les régulateurs et maintient les factures dans la devise que gagnent les clients.' },
        { heading: 'Où nous sommes', body: `Notre siège se trouve à l’adresse ${c.address}. Notre stockage fonctionne à Nairobi, avec une seconde région à Dar es Salaam et des points de présence CDN à Nairobi, Mombasa et Lagos (bêta).` },
        { heading: 'Notre façon de travailler', body: 'Chaque client bénéficie d’une assistance 24 h/24 et 7 j/7 assurée par de vrais ingénieurs de niveau 2. Nous publions nos prix, notre SLA et l’état de nos audits de sécurité.' },
      ],
      cta: 'Essai gratuit',
    },
    '/careers': {
      title: 'Carrières',
      description: `Travailler chez ${brand.name} : construire depuis Nairobi l’infrastructure cloud de l’Afrique.`,
      lead: 'Nous sommes une équipe d’ingénieurs, d’opérateurs et de spécialistes de l’assistance qui construit depuis Nairobi le cloud que l’Afrique mérite.',
      sections: [
        { heading: 'Les profils que nous recherchons', body: 'Des ingénieurs en stockage et en systèmes distribués, des ingénieurs en fiabilité des sites (SRE), des ingénieurs d’assistance de niveau 2 qui aiment résoudre des problèmes à 3 heures du matin, et des personnes capables d’expliquer le cloud avec des mots simples.' },
        { heading: 'Comment postuler', body: `Envoyez votre CV et quelques lignes sur un projet que vous avez construit à ${c.careersEmail}. Nous répondons à chaque candidature sous deux semaines.` },
      ],
      cta: `Écrire à ${c.careersEmail}`,
    },
    '/blog': {
      title: 'Blog',
      description: `Notes techniques, guides et actualités produit de ${brand.name}.`,
      lead: 'Des guides et des notes techniques rédigés par l’équipe. Commencez par les guides les plus lus ci-dessous.',
      sections: [
        { heading: 'Quitter un autre fournisseur S3 en un week-end', body: 'Copiez vos buckets avec rclone, vérifiez-les, puis changez le point de terminaison de votre application — étape par étape dans le guide de migration.' },
        { heading: 'Des sauvegardes qu’un rançongiciel ne peut pas supprimer', body: 'Comment des instantanés immuables, conservés 7, 30 ou 365 jours, vous protègent même lorsqu’un attaquant détient vos clés.' },
        { heading: 'L’infrastructure en tant que code avec Terraform et Pulumi', body: 'Gérez vos buckets avec les outils que vous utilisez déjà, en pointant le fournisseur AWS vers notre point de terminaison.' },
      ],
      cta: 'Lire les guides',
    },
    '/press': {
      title: 'Presse',
      description: `Informations presse et contacts médias de ${brand.name}.`,
      lead: `${brand.name} est un fournisseur kényan d’infrastructure cloud qui propose du stockage compatible S3, du stockage en bloc, des sauvegardes et un Edge CDN, avec des données conservées en Afrique et des prix en shillings kényans.`,
      sections: [
        { heading: 'Contact presse', body: `Pour des interviews, des chiffres et des images, écrivez à ${c.pressEmail} ou appelez le ${c.phone}.` },
        { heading: 'Chiffres clés', body: 'Plus de 2 000 entreprises ; une latence inférieure à 20 ms à Nairobi ; un SLA mensuel de 99,99 % ; des régions à Nairobi et à Dar es Salaam ; des points de présence CDN à Nairobi, Mombasa et Lagos (bêta).' },
      ],
      cta: `Écrire à ${c.pressEmail}`,
    },
    '/status': {
      title: 'État des services',
      description: `L’état en direct du portail ${brand.name} et la façon dont nous signalons les incidents.`,
      lead: 'La vérification ci-dessous est faite en direct, de votre navigateur vers notre API. Les incidents qui touchent le stockage sont annoncés ici, par e-mail aux clients concernés et sur le chat de la communauté.',
      sections: [
        { heading: 'Notre engagement', body: 'Un SLA de disponibilité mensuelle de 99,99 % pour les API de stockage, avec un avoir de 30 fois la durée d’indisponibilité lorsque nous ne le tenons pas. Les avoirs sont déduits automatiquement de votre prochaine facture.' },
        { heading: 'Signaler un problème', body: `Si quelque chose vous semble anormal, appelez le ${c.phone} (réponse en moins de 2 minutes) ou ouvrez un ticket urgent.` },
      ],
      cta: 'Ouvrir un ticket urgent',
    },
    '/privacy': {
      title: 'Politique de confidentialité',
      description: `Comment ${brand.name} collecte, utilise et protège les données personnelles conformément à la loi kényane sur la protection des données, au RGPD et à la POPIA.`,
      lead: `${brand.name} traite les données personnelles conformément à la loi kényane de 2019 sur la protection des données (Data Protection Act), au RGPD de l’Union européenne et à la POPIA sud-africaine.`,
      sections: [
        { heading: 'Ce que nous collectons', body: 'Les informations du compte (nom, e-mail, téléphone, nom d’utilisateur), l’historique de facturation, les tickets d’assistance et les journaux de sécurité (connexions, adresses IP). Nous ne lisons pas le contenu de vos buckets ni de vos volumes.' },
        { heading: 'Pourquoi et combien de temps', body: 'Pour fournir et facturer le service, sécuriser les comptes et répondre aux demandes d’assistance. Les données du compte sont conservées tant que votre compte est ouvert ; les factures, aussi longtemps que la loi fiscale l’exige.' },
        { heading: 'Vos droits', body: `Vous pouvez consulter, corriger, exporter ou supprimer vos données depuis le tableau de bord ou en écrivant à ${c.privacyEmail}.` },
      ],
      cta: `Contacter ${c.privacyEmail}`,
      note: prevails,
    },
    '/terms': {
      title: 'Conditions d’utilisation',
      description: `Les conditions dans lesquelles ${brand.name} fournit ses services cloud.`,
      lead: `Ces conditions régissent votre utilisation de ${brand.name}. En créant un compte, vous les acceptez.`,
      sections: [
        { heading: 'Le service', body: 'Nous fournissons du stockage objet, du stockage en bloc, des instantanés et un Edge CDN (les fonctionnalités en bêta sont fournies en l’état). L’offre gratuite comprend 10 Go de stockage objet, sans limite de durée.' },
        { heading: 'Facturation', body: 'L’usage au-delà des quotas gratuits est facturé chaque mois en shillings kényans aux prix publiés ; les factures sont payables sous 14 jours à compter de leur date d’émission.' },
        { heading: 'Disponibilité', body: 'Nous nous engageons sur une disponibilité mensuelle de 99,99 % pour les API de stockage ; si nous ne la tenons pas, vous recevez un avoir de 30 fois la durée d’indisponibilité.' },
        { heading: 'Usage acceptable', body: 'Ne stockez pas de contenu illicite, n’attaquez pas d’autres systèmes et ne revendez pas le service sans accord. Nous pouvons suspendre les comptes qui mettent d’autres clients en danger.' },
      ],
      note: prevails,
    },
    '/dpa': {
      title: 'Accord de traitement des données',
      description: `Les conditions de traitement des données de ${brand.name} pour les clients qui stockent des données personnelles.`,
      lead: `Lorsque vous stockez des données personnelles chez ${brand.name}, nous agissons en tant que sous-traitant pour votre compte au titre du présent accord.`,
      sections: [
        { heading: 'Un traitement uniquement sur vos instructions', body: 'Nous traitons les données des clients uniquement pour fournir le service, jamais à nos propres fins.' },
        { heading: 'Localisation', body: 'Les données restent dans la région que vous choisissez : Kenya uniquement (Nairobi) ou multirégion Afrique (Nairobi et Dar es Salaam).' },
        { heading: 'Sécurité', body: 'Chiffrement AES-256 au repos, TLS 1.3 en transit, contrôle d’accès basé sur les rôles, journaux d’audit, et audits SOC 2 Type II et ISO 27001 en cours (attendus au 4e trimestre 2025).' },
        { heading: 'Notification des violations', body: `Nous informons les clients concernés dans les meilleurs délais et au plus tard sous 72 heures. Questions : ${c.privacyEmail}.` },
      ],
      cta: 'Demander un exemplaire signé',
      note: prevails,
    },
  },
  liveStatus: {
    service: 'API du portail',
    checking: 'Vérification…',
    up: 'Opérationnelle',
    down: 'Injoignable',
    answered: (ms, time) => `réponse en ${ms} ms à ${time}`,
    fromNetwork: (time) => `depuis votre réseau à ${time}`,
  },
};

export default infoFr;
