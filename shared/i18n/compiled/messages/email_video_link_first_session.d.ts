/**
* | output |
* | --- |
* | "{teenName}'s first session of {workshopTitle} is on {when}." |
*
* @param {Email_Video_Link_First_SessionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_video_link_first_session: ((inputs: Email_Video_Link_First_SessionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Video_Link_First_SessionInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Video_Link_First_SessionInputs = {
    teenName: NonNullable<unknown>;
    workshopTitle: NonNullable<unknown>;
    when: NonNullable<unknown>;
};
