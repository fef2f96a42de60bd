/** The team's own system. Registrations only: the work lives in utils/team-system. */
import { actOnOutbox, saveTeamSystem, teamSystemView } from '../../team-system/view';
import { refreshListAndSweep } from '../team-system';
import type { HandlerGroup } from './types';

export const teamSystemHandlers = {
  getTeamSystem: () => teamSystemView(),
  saveTeamSystem: (input) => saveTeamSystem(input),
  changeTeamOutbox: (act) => actOnOutbox(act),
  refreshTeamList: async () => {
    await refreshListAndSweep();
    return teamSystemView();
  },
} satisfies HandlerGroup<
  'getTeamSystem' | 'saveTeamSystem' | 'changeTeamOutbox' | 'refreshTeamList'
>;
