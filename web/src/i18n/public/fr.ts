import type { ShellMessages } from './messages';

/** French texts of the shell (header, footer, drawer, language switch) and of the 404 page: part of /fr/… pages' catalogue (app/publicCatalogues/fr.ts). */
const fr: ShellMessages = {
  common: {
    skip: 'Aller au contenu',
    home: 'accueil',
    mainNav: 'Navigation principale',
    mobileNav: 'Navigation mobile',
    openMenu: 'Ouvrir le menu',
    closeMenu: 'Fermer le menu',
    nav: {
      '/products': 'Produits',
      '/pricing': 'Tarifs',
      '/docs': 'Documentation',
      '/customers': 'Clients',
      '/security': 'Sécurité', // the whole bar must fit 1,280 px; the footer says « Sécurité et conformité »
      '/support': 'Assistance',
      '/promotions': 'Store & Score',
    },
    allProducts: 'Tous les produits',
    productMenu: [
      ['Stockage objet', 'Buckets compatibles S3 à Nairobi'],
      ['Stockage en bloc', 'Volumes SSD NVMe, de 1 Go à 16 To'],
      ['Instantanés et sauvegardes', 'Sauvegardes immuables, de 7 à 365 jours'],
      ['Edge CDN (bêta)', 'Points de présence à Nairobi, Mombasa et Lagos'],
    ],
    signIn: 'Se connecter',
    startFree: 'Essai gratuit',
    dashboard: 'Tableau de bord',
    signOut: 'Se déconnecter',
    checkingSignIn: 'Vérification de la connexion',
    language: 'Langue',
    tagline: 'Le stockage cloud africain, conçu à Nairobi',
    community: 'Rejoignez le chat de notre communauté de développeurs ↗',
    columns: [
      { title: 'Produits', links: ['Stockage objet', 'Stockage en bloc', 'Instantanés et sauvegardes', 'Edge CDN (bêta)', 'Tarifs'] },
      { title: 'Développeurs', links: ['Documentation', "Référence de l'API", 'SDK', 'État des services'] },
      { title: 'Entreprise', links: ['À propos', 'Clients', 'Carrières', 'Blog', 'Presse'] },
      { title: 'Juridique et confiance', links: ['Sécurité et conformité', 'Politique de confidentialité', "Conditions d'utilisation", 'Accord de traitement des données'] },
    ],
    legal: 'Ltd. Données stockées au Kenya. Tous les prix sont en shillings kényans (KSh).',
  },
  notFound: {
    metaTitle: '404 Page introuvable',
    metaDescription: 'Cette page n’existe pas.',
    title: '404 Page introuvable',
    text: 'Il n’y a rien à cette adresse.',
    hint: ['Astuce pour les développeurs : avez-vous oublié d’ajouter cette page à une liste de routes dans ', ' ?'],
    back: 'Retour à l’accueil',
  },
};
export default fr;
