/**
* | output |
* | --- |
* | "{dateRange}, {timeText}: {booked}/{capacity}" |
*
* @param {Admin_Workshops_Run_SeatsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_workshops_run_seats: ((inputs: Admin_Workshops_Run_SeatsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Workshops_Run_SeatsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Workshops_Run_SeatsInputs = {
    dateRange: NonNullable<unknown>;
    timeText: NonNullable<unknown>;
    booked: NonNullable<unknown>;
    capacity: NonNullable<unknown>;
};
