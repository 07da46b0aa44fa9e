// The `:shortcode:` emoji of the markdown renderer (spec 02 section 5, "emoji"): the GitHub names
// people type most. An unknown code stays as typed.

export const EMOJI: Readonly<Record<string, string>> = {
  '+1': '👍', '-1': '👎', thumbsup: '👍', thumbsdown: '👎', ok_hand: '👌', wave: '👋', clap: '👏',
  pray: '🙏', muscle: '💪', raised_hands: '🙌', point_right: '👉', point_left: '👈', v: '✌️',
  smile: '😄', smiley: '😃', grin: '😁', grinning: '😀', laughing: '😆', joy: '😂', rofl: '🤣',
  wink: '😉', blush: '😊', innocent: '😇', heart_eyes: '😍', kissing_heart: '😘', yum: '😋',
  stuck_out_tongue: '😛', sunglasses: '😎', smirk: '😏', neutral_face: '😐', expressionless: '😑',
  unamused: '😒', sweat_smile: '😅', sweat: '😓', pensive: '😔', confused: '😕', upside_down_face: '🙃',
  thinking: '🤔', hushed: '😯', open_mouth: '😮', astonished: '😲', flushed: '😳', scream: '😱',
  cry: '😢', sob: '😭', angry: '😠', rage: '😡', sleeping: '😴', sleepy: '😪', mask: '😷',
  nerd_face: '🤓', star_struck: '🤩', partying_face: '🥳', slightly_smiling_face: '🙂', hugs: '🤗',
  heart: '❤️', broken_heart: '💔', sparkling_heart: '💖', blue_heart: '💙', green_heart: '💚',
  yellow_heart: '💛', purple_heart: '💜', black_heart: '🖤', orange_heart: '🧡', white_heart: '🤍',
  fire: '🔥', star: '⭐', star2: '🌟', sparkles: '✨', zap: '⚡', boom: '💥', tada: '🎉', confetti_ball: '🎊',
  rocket: '🚀', eyes: '👀', '100': '💯', warning: '⚠️', x: '❌', white_check_mark: '✅',
  heavy_check_mark: '✔️', question: '❓', exclamation: '❗', bulb: '💡', memo: '📝', pencil2: '✏️',
  book: '📖', books: '📚', link: '🔗', lock: '🔒', unlock: '🔓', key: '🔑', bell: '🔔', mega: '📣',
  loudspeaker: '📢', calendar: '📆', clock1: '🕐', hourglass: '⌛', gift: '🎁', trophy: '🏆',
  musical_note: '🎵', notes: '🎶', headphones: '🎧', microphone: '🎤', radio: '📻', guitar: '🎸',
  musical_keyboard: '🎹', trumpet: '🎺', violin: '🎻', drum: '🥁', saxophone: '🎷', cd: '💿', dvd: '📀',
  studio_microphone: '🎙️', level_slider: '🎚️', control_knobs: '🎛️', loud_sound: '🔊', sound: '🔉',
  speaker: '🔈', mute: '🔇', play_or_pause_button: '⏯️', arrow_forward: '▶️', pause_button: '⏸️',
  stop_button: '⏹️', record_button: '⏺️', repeat: '🔁', twisted_rightwards_arrows: '🔀',
  sun_with_face: '🌞', sunny: '☀️', cloud: '☁️', rainbow: '🌈', snowflake: '❄️', umbrella: '☔',
  ocean: '🌊', whale: '🐳', whale2: '🐋', fish: '🐟', tropical_fish: '🐠', dolphin: '🐬', octopus: '🐙',
  cat: '🐱', dog: '🐶', penguin: '🐧', bird: '🐦', bee: '🐝', bug: '🐛', seedling: '🌱', evergreen_tree: '🌲',
  palm_tree: '🌴', cactus: '🌵', rose: '🌹', sunflower: '🌻', earth_africa: '🌍', earth_americas: '🌎',
  earth_asia: '🌏', globe_with_meridians: '🌐', moon: '🌔', coffee: '☕', tea: '🍵', beer: '🍺', wine_glass: '🍷',
  pizza: '🍕', cake: '🍰', apple: '🍎', house: '🏠', computer: '💻', phone: '☎️', iphone: '📱', email: '📧',
  envelope: '✉️', inbox_tray: '📥', outbox_tray: '📤', package: '📦', floppy_disk: '💾', wrench: '🔧',
  hammer: '🔨', gear: '⚙️', mag: '🔍', chart_with_upwards_trend: '📈', money_with_wings: '💸',
  construction: '🚧', checkered_flag: '🏁', flag_white: '🏳️', rainbow_flag: '🏳️‍🌈', copyright: '©️',
  registered: '®️', tm: '™️', information_source: 'ℹ️', arrow_right: '➡️', arrow_left: '⬅️', arrow_up: '⬆️',
  arrow_down: '⬇️', recycle: '♻️', no_entry: '⛔', skull: '💀', ghost: '👻', alien: '👽', robot: '🤖',
  poop: '💩', see_no_evil: '🙈', hear_no_evil: '🙉', speak_no_evil: '🙊',
};

/** The emoji of a shortcode (without its colons), or undefined. */
export function emojiFor(code: string): string | undefined {
  return Object.prototype.hasOwnProperty.call(EMOJI, code) ? EMOJI[code] : undefined;
}
