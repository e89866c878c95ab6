import type { ModuleDefinition } from '../module';
import { competitionResolvers } from './competition.resolvers';
import { mountCompetitionRest } from './competition.rest';
import { seedCompetition } from './competition.seed';
import { competitionEntities } from './entities';
import { Competition1763830000000 } from './migrations/1763830000000-Competition';
import { CommitReveal1763830001000 } from './migrations/1763830001000-CommitReveal';
import { startScheduler } from './scheduler';

/** Store & Score: promotions, automatic entries, joins, the verifiable draw, winners and notifications. */
export const competitionModule: ModuleDefinition = {
  name: 'competition',
  entities: competitionEntities,
  migrations: [Competition1763830000000, CommitReveal1763830001000],
  resolvers: competitionResolvers,
  rest: mountCompetitionRest,
  start: startScheduler,
  seed: seedCompetition,
};
