/**
* | output |
* | --- |
* | "This group starts in less than {hours} hours ({start}). You keep your {days}-day withdrawal right: before the first session you get everything back; once ses..." |
*
* @param {Refund_Policy_Starts_SoonInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_policy_starts_soon: ((inputs: Refund_Policy_Starts_SoonInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refund_Policy_Starts_SoonInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refund_Policy_Starts_SoonInputs = {
    hours: NonNullable<unknown>;
    start: NonNullable<unknown>;
    days: NonNullable<unknown>;
};
