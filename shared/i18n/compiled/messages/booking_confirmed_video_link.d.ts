/**
* | output |
* | --- |
* | "The video link is sent 24 hours before the first session." |
*
* @param {Booking_Confirmed_Video_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_confirmed_video_link: ((inputs?: Booking_Confirmed_Video_LinkInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Confirmed_Video_LinkInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Confirmed_Video_LinkInputs = {};
