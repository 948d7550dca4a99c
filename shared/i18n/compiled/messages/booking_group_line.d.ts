/**
* | output |
* | --- |
* | "Group: {group}" |
*
* @param {Booking_Group_LineInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_group_line: ((inputs: Booking_Group_LineInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Group_LineInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Group_LineInputs = {
    group: NonNullable<unknown>;
};
