/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Challenge_FriendsInputs */

const en_home_challenge_friends = /** @type {(inputs: Home_Challenge_FriendsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Finds it hard to make friends`)
};

const fr_home_challenge_friends = /** @type {(inputs: Home_Challenge_FriendsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A du mal à se faire des amis`)
};

/**
* | output |
* | --- |
* | "Finds it hard to make friends" |
*
* @param {Home_Challenge_FriendsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_challenge_friends = /** @type {((inputs?: Home_Challenge_FriendsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Challenge_FriendsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_challenge_friends(inputs)
	return en_home_challenge_friends(inputs)
});