// The crew's pages (a cleaner's day on a phone); each export on its own line.

export * from './components/CrewAccessCard/CrewAccessCard';
export * from './components/CrewDay/CrewDay';
export * from './components/CrewInvitationCard/CrewInvitationCard';
export * from './components/CrewJobCard/CrewJobCard';
