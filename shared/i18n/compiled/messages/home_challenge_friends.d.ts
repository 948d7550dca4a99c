/**
* | output |
* | --- |
* | "Finds it hard to make friends" |
*
* @param {Home_Challenge_FriendsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_challenge_friends: ((inputs?: Home_Challenge_FriendsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Challenge_FriendsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Challenge_FriendsInputs = {};
