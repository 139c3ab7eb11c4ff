/**
 * The maintenance calls that name a piece of equipment (issue 43 item 1), as the equipment domain reads
 * them for the piece's history: a page, newest first. Tasks are work's; the equipment domain decides who
 * may open the piece.
 */
export { equipmentCalls } from '../repository.ts';
