import { DrawEntity } from './draw.entity';
import { DrawRoundEntity } from './draw-round.entity';
import { EntrySnapshotEntity } from './entry-snapshot.entity';
import { ParticipationEntity } from './participation.entity';
import { PromotionEntity } from './promotion.entity';
import { WinnerEntity } from './winner.entity';

export const competitionEntities = [PromotionEntity, ParticipationEntity, EntrySnapshotEntity, DrawEntity, DrawRoundEntity, WinnerEntity];
