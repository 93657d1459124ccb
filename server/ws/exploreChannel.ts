/**
 * The hub channel of an author's explore run: named by the user and the run id the client chose,
 * so a socket hears only the runs of the user it said hello as (issue 22 §5).
 */
export const exploreChannel = (userId: string, run: string) => `explore:${userId}:${run}`;
