/** Anchor of the openings grid that the intro's button scrolls to (offset: CAREER_OPENINGS_OFFSET_PX). */
export const JOB_OPENINGS_SECTION_ID = 'job-openings';
