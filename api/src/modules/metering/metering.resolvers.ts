import type { Resolvers } from '../../generated/graphql';
import { dashboardOverview } from './overview.service';
import { monitoringView } from './monitoring.service';
import { serviceMetrics } from './service-metrics.service';

export const meteringResolvers: Resolvers = {
  Query: {
    dashboardOverview: (_p, { range }, ctx) => dashboardOverview(ctx, range),
    monitoring: (_p, { range }, ctx) => monitoringView(ctx, range),
    serviceMetrics: (_p, { serviceId, range }, ctx) => serviceMetrics(ctx, serviceId, range),
  },
};
