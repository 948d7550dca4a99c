/**
* | output |
* | --- |
* | "Testimonial {position} of {total}: {title}" |
*
* @param {Home_Testimonials_AnnounceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_testimonials_announce: ((inputs: Home_Testimonials_AnnounceInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Testimonials_AnnounceInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Testimonials_AnnounceInputs = {
    position: NonNullable<unknown>;
    total: NonNullable<unknown>;
    title: NonNullable<unknown>;
};
