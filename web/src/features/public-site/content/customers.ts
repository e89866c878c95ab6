/** Customer testimonials (marketing content; spec section 3: testimonial fields), on the home and customers pages; the case studies: caseStudies.ts. */
export interface Testimonial {
  name: string;
  role: string;
  company: string;
  quote: string;
  avatar: string;
  color: string;
}

export const TESTIMONIALS: Testimonial[] = [
  {
    name: 'Wanjiru Kamau',
    role: 'CTO',
    company: 'PesaFlow Payments',
    quote: 'Moving our transaction archives to Nairobi cut read latency from 180 ms to under 20 ms, and our regulator is happy the data never leaves Kenya.',
    avatar: 'WK',
    color: 'teal',
  },
  {
    name: 'Baraka Otieno',
    role: 'Head of Engineering',
    company: 'Soko Mtandao',
    quote: 'Our product images load instantly for shoppers in Mombasa and Kisumu. Paying in shillings means no more surprises when the dollar moves.',
    avatar: 'BO',
    color: 'orange',
  },
  {
    name: 'Dr. Amina Hassan',
    role: 'Director of IT',
    company: 'Afya Bora Clinics',
    quote: 'Immutable backups and a real engineer on the phone in under two minutes — that is what a healthcare network needs.',
    avatar: 'AH',
    color: 'purple',
  },
];
