import { graphql } from '@/gql';

/** The daily snapshots of a service: the schedule, its restore points, and turning it on or off. */
export const SnapshotScheduleQuery = graphql(`
  query DashboardSnapshotSchedule($serviceId: ID!) {
    snapshotSchedule(serviceId: $serviceId) {
      serviceId
      enabled
      retentionDays
      enabledAt
      nextSnapshotAt
      snapshots {
        id
        onDemand
        takenAt
        expiresAt
        objects
        bytes
      }
    }
  }
`);

export const SetSnapshotScheduleMutation = graphql(`
  mutation DashboardSetSnapshotSchedule($input: SetSnapshotScheduleInput!) {
    setSnapshotSchedule(input: $input) {
      serviceId
      enabled
      retentionDays
      enabledAt
      nextSnapshotAt
      snapshots {
        id
        onDemand
        takenAt
        expiresAt
        objects
        bytes
      }
    }
  }
`);

export const TakeSnapshotMutation = graphql(`
  mutation DashboardTakeSnapshot($serviceId: ID!) {
    takeSnapshot(serviceId: $serviceId) {
      serviceId
      enabled
      retentionDays
      enabledAt
      nextSnapshotAt
      snapshots {
        id
        onDemand
        takenAt
        expiresAt
        objects
        bytes
      }
    }
  }
`);
