import { fireEvent, screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { renderWithProviders } from '@/test/render';
import { loadPublicMessages } from '@/i18n/public/messages';
import { setTestCatalogues } from '@/test/publicCatalogues';
import fr from '../i18n/fr';
import sw from '../i18n/sw';
import { CreateSupportTicketMutation } from '../operations';
import { TicketForm } from './TicketForm';

const input = { name: 'Amina Otieno', email: 'amina@example.com', priority: 'medium', category: 'technical', subject: 'Volume', description: 'My volume is slow since noon.', urgent: false };
const fill = (labels: [string, string, string, string]) => {
  const [name, email, subject, description] = labels;
  fireEvent.change(screen.getByLabelText(name, { exact: false }), { target: { value: input.name } });
  fireEvent.change(screen.getByLabelText(email, { exact: false }), { target: { value: input.email } });
  fireEvent.change(screen.getByLabelText(subject, { exact: false }), { target: { value: input.subject } });
  fireEvent.change(screen.getByLabelText(description, { exact: false }), { target: { value: input.description } });
};
const ticket = { __typename: 'SupportTicket', id: '7', reference: 'MW-000007', status: 'open', priority: 'medium', createdAt: '2026-11-26T10:00:00.000Z' };
const created = { request: { query: CreateSupportTicketMutation, variables: { input } }, result: { data: { createSupportTicket: { __typename: 'CreateSupportTicketPayload', ticket } } } };

describe('the support ticket form', () => {
  it('speaks English on /support, the contract’s texts as they are', async () => {
    renderWithProviders(<TicketForm />, { mocks: [created], route: '/support' });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Ticket' }));
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    fill(['Name', 'Email', 'Subject', 'Description']);
    fireEvent.click(screen.getByRole('button', { name: 'Submit Ticket' }));
    expect(await screen.findByTestId('ticket-confirmation')).toHaveTextContent('Ticket receivedYour reference is MW-000007. Quote it in any follow-up. An engineer replies by e-mail within 30 minutes.');
  });

  describe('in French (/fr/support)', () => {
    beforeAll(async () => {
      setTestCatalogues({ sw, fr });
      await loadPublicMessages('fr');
    });

    it('labels, checks and confirms in French', async () => {
      renderWithProviders(<TicketForm />, { mocks: [created], route: '/fr/support' });
      expect(screen.getByRole('form', { name: 'Ouvrir un ticket d’assistance' })).toBeInTheDocument();
      expect(screen.getByRole('option', { name: 'Moyenne - Problème de service' })).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Envoyer le ticket' }));
      expect(screen.getByText('Le nom est obligatoire')).toBeInTheDocument();
      expect(screen.getByText('L’objet est obligatoire')).toBeInTheDocument();
      expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
      fill(['Nom', 'E-mail', 'Objet', 'Description']);
      fireEvent.click(screen.getByRole('button', { name: 'Envoyer le ticket' }));
      expect(await screen.findByTestId('ticket-confirmation')).toHaveTextContent(
        'Ticket reçuVotre référence est MW-000007. Rappelez-la dans tout échange ultérieur. Un ingénieur vous répond par e-mail dans les 30 minutes.',
      );
    });

    it('shows the server’s English messages in French: a field’s beside it, the rate limit above the button', async () => {
      const fieldError = new GraphQLError('Please enter a valid email address', { extensions: { code: 'BAD_USER_INPUT', field: 'email' } });
      const tooMany = new GraphQLError('Too many support tickets from this network. Please try again later, or call us for urgent issues.', { extensions: { code: 'TOO_MANY_REQUESTS' } });
      const { unmount } = renderWithProviders(<TicketForm />, { mocks: [{ request: created.request, result: { errors: [fieldError] } }], route: '/fr/support' });
      fill(['Nom', 'E-mail', 'Objet', 'Description']);
      fireEvent.click(screen.getByRole('button', { name: 'Envoyer le ticket' }));
      expect(await screen.findByText('Veuillez saisir une adresse e-mail valide')).toBeInTheDocument();
      unmount();
      renderWithProviders(<TicketForm />, { mocks: [{ request: created.request, result: { errors: [tooMany] } }], route: '/fr/support' });
      fill(['Nom', 'E-mail', 'Objet', 'Description']);
      fireEvent.click(screen.getByRole('button', { name: 'Envoyer le ticket' }));
      expect(await screen.findByText('Trop de tickets envoyés depuis ce réseau. Veuillez réessayer plus tard, ou appelez-nous en cas d’urgence.')).toBeInTheDocument();
    });
  });
});
