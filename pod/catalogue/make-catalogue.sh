#!/usr/bin/env bash
# Generates the Shoal demo catalogue: synthesized music (sox), encoded and tagged (ffmpeg), cover art
# (ffmpeg lavfi sources), and catalogue.json (the manifest pod/seed.ts reads).
#
# Run it by hand, from anywhere: `bash pod/catalogue/make-catalogue.sh [--all]`. Its outputs (audio/,
# covers/, catalogue.json) are committed; nothing runs it at test time (CI has no sox, ffmpeg nor
# espeak-ng). Without --all, audio and cover files that already exist are kept as they are (encoders
# are not bit-for-bit reproducible: this keeps the committed bytes) and only missing ones are made;
# catalogue.json is always rewritten from the files. --all deletes audio/ and covers/ first.
# Everything here was made by the Shoal project and is licensed CC BY 4.0 (see README.md).
#
# Needs: sox, ffmpeg, ffprobe, awk, espeak-ng (the podcast episodes).
set -euo pipefail
cd "$(dirname "$0")"

ALL=0
case ${1:-} in
  --all) ALL=1 ;;
  "") ;;
  *) echo "usage: make-catalogue.sh [--all]" >&2; exit 2 ;;
esac

for tool in sox ffmpeg ffprobe awk espeak-ng; do
  command -v "$tool" >/dev/null || { echo "make-catalogue: $tool is required" >&2; exit 1; }
done

SR=22050                     # synthesis sample rate
export SOX_OPTS="-D"         # no dither noise: it would cost FLAC a lot of bytes
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
if (( ALL )); then rm -rf audio covers; fi
mkdir -p audio covers "$WORK/notes"

calc() { awk "BEGIN { printf \"%.6f\", $* }"; }
icalc() { awk "BEGIN { printf \"%d\", ($*) + 0.5 }"; }
SOX_OUT=(-r "$SR" -c 1 -b 16)
gen() { # gen CHANNELS OUT EFFECT... : synthesize from silence at our rate (sample counts stay exact)
  local ch=$1 out=$2; shift 2
  sox -r "$SR" -c "$ch" -n "${SOX_OUT[@]}" "$out" "$@"
}
gen2x() { # the same at twice our rate (sox's pluck needs 44.1 kHz or more); resampled on output
  local out=$1; shift
  sox -r "$((SR * 2))" -c 1 -n "${SOX_OUT[@]}" "$out" "$@"
}

# ---------------------------------------------------------------------------------------------
# Notes. Pitches are semitones relative to A4 (440 Hz), written %N for sox. Every note file lasts an
# exact number of samples (no drift between layers) and is cached by its parameters.

note() { # note VOICE SEMITONE SAMPLES -> prints the path of a wav file
  local voice=$1 semi=$2 len=$3
  local f="$WORK/notes/$voice.$semi.$len.wav"
  if [[ ! -f $f ]]; then
    local sec; sec=$(calc "$len / $SR")
    case $voice in
      rest) gen 1 "$f" trim 0 "${len}s" ;;
      bell) gen 2 "$f" synth "${len}s" sine "%$semi" sine "%$((semi + 12))" \
              remix - vol 0.5 fade l 0.008 "${len}s" "$(calc "$sec * 0.92")" ;;
      pad) gen 2 "$f" synth "${len}s" sine "%$semi" triangle "%$((semi + 12))" \
              remix - vol 0.4 fade q "$(calc "$sec * 0.35")" "${len}s" "$(calc "$sec * 0.45")" ;;
      sub) gen 1 "$f" synth "${len}s" sine "%$semi" \
              vol 0.7 fade q "$(calc "$sec * 0.2")" "${len}s" "$(calc "$sec * 0.3")" ;;
      pluck) gen2x "$f" synth "$((len * 2))s" pluck "%$semi" \
              fade t 0.002 "$((len * 2))s" "$(calc "$sec * 0.3")" ;;
      square) local on; on=$(icalc "$len * 0.8")
              gen 1 "$f" synth "${on}s" square "%$semi" vol 0.22 \
              fade t 0.003 "${on}s" "$(calc "$on / $SR * 0.3")" pad 0 "$((len - on))s" ;;
      tri) local on; on=$(icalc "$len * 0.85")
              gen 1 "$f" synth "${on}s" triangle "%$semi" vol 0.6 \
              fade t 0.003 "${on}s" 0.02 pad 0 "$((len - on))s" ;;
      kick) gen 1 "$f" synth 2646s sine 130:40 vol 0.9 fade q 0.002 2646s 0.08 \
              pad 0 "$((len - 2646))s" ;;
      hat) gen 1 "$f" synth 772s whitenoise highpass 7000 vol 0.25 \
              fade 0 772s 0.03 pad 0 "$((len - 772))s" ;;
      *) echo "unknown voice $voice" >&2; exit 1 ;;
    esac
  fi
  printf '%s\n' "$f"
}

chord() { # chord VOICE SAMPLES SEMITONE... -> a wav with all the tones mixed (mono)
  local voice=$1 len=$2; shift 2
  local f="$WORK/notes/chord.$voice.$len.${*// /_}.wav"
  if [[ ! -f $f ]]; then
    local parts=() s p
    for s in "$@"; do p=$(note "$voice" "$s" "$len"); parts+=(-v 0.5 "$p"); done
    sox -G -m "${parts[@]}" "${SOX_OUT[@]}" "$f"
  fi
  printf '%s\n' "$f"
}

tones() { # tones ROOT QUALITY -> chord tones (semitones)
  local r=$1
  case $2 in
    maj) echo "$r $((r + 4)) $((r + 7))" ;;
    min) echo "$r $((r + 3)) $((r + 7))" ;;
    maj7) echo "$r $((r + 4)) $((r + 7)) $((r + 11))" ;;
    min7) echo "$r $((r + 3)) $((r + 7)) $((r + 10))" ;;
    sus2) echo "$r $((r + 2)) $((r + 7))" ;;
    *) echo "unknown chord quality $2" >&2; exit 1 ;;
  esac
}

concat() { # concat OUT < list of wav paths
  local out=$1 files=()
  mapfile -t files
  sox "${files[@]}" "${SOX_OUT[@]}" "$out"
}

# ---------------------------------------------------------------------------------------------
# Composition. compose STYLE KEY SCALE BPM METER BARS SEED "PROGRESSION" OUT
#   STYLE: ambient | chip | piano | duet (piano melody over a chip band)
#   KEY: semitone of the tonic (relative to A4); SCALE: major | minor
#   PROGRESSION: space-separated DEGREE:QUALITY, DEGREE in semitones above KEY, one chord per bar.

compose() {
  local style=$1 key=$2 scale=$3 bpm=$4 meter=$5 bars=$6 seed=$7 prog=$8 out=$9
  local beat; beat=$(icalc "$SR * 60 / $bpm")
  local half=$((beat / 2)) quarter=$((beat / 4)) bar=$((beat * meter))
  local -a chords; read -r -a chords <<< "$prog"
  local -a steps
  if [[ $scale == major ]]; then steps=(0 2 4 5 7 9 11); else steps=(0 2 3 5 7 8 10); fi
  RANDOM=$seed
  local pad="$WORK/pad.lst" arp="$WORK/arp.lst" bass="$WORK/bass.lst" mel="$WORK/mel.lst" drums="$WORK/drums.lst"
  : > "$pad"; : > "$arp"; : > "$bass"; : > "$mel"; : > "$drums"
  local b i
  for ((b = 0; b < bars; b++)); do
    local c=${chords[$((b % ${#chords[@]}))]}
    local root=$((key + ${c%%:*})) quality=${c##*:}
    local -a t; read -r -a t <<< "$(tones "$root" "$quality")"
    local n=${#t[@]}
    case $style in
      ambient)
        chord pad "$bar" "${t[@]}" >> "$pad"
        note sub $((root - 12)) "$bar" >> "$bass"
        for ((i = 0; i < meter; i++)); do  # slow bell arpeggio, one note a beat, some left out
          if (( RANDOM % 4 == 0 )); then note rest 0 "$beat"; else note bell $((t[(i + b) % n] + 12)) "$beat"; fi
        done >> "$arp"
        ;;
      chip | duet)
        for ((i = 0; i < meter * 4; i++)); do  # sixteenth-note square arpeggio, up and down
          local k=$((i % (2 * n - 2)))
          if (( k >= n )); then k=$((2 * n - 2 - k)); fi
          note square $((t[k] + 12)) "$quarter"
        done >> "$arp"
        for ((i = 0; i < meter * 2; i++)); do  # octave-jumping triangle bass in eighths
          note tri $((root - 12 + (i % 2) * 12)) "$half"
        done >> "$bass"
        for ((i = 0; i < meter; i++)); do
          note kick 0 "$half"; note hat 0 "$half"
        done >> "$drums"
        ;;
      piano)
        chord pluck "$bar" $((root - 12)) $((root - 5)) >> "$bass"
        for ((i = 0; i < meter * 2; i++)); do  # broken chords in eighths
          note pluck "${t[$(((i * 2 + b) % n))]}" "$half"
        done >> "$arp"
        ;;
    esac
    # the melody: chord tones on strong beats, scale steps between, with rests
    local voice=bell len=$((beat * 2)) per=$((meter / 2)) deg
    case $style in
      chip) voice=square; len=$half; per=$((meter * 2)) ;;
      piano | duet) voice=pluck; len=$beat; per=$meter ;;
    esac
    for ((i = 0; i < per; i++)); do
      if (( i % 2 == 0 )); then deg=$((t[RANDOM % n] - key)); else deg=${steps[RANDOM % 7]}; fi
      if (( RANDOM % 5 == 0 )); then note rest 0 "$len"; else note "$voice" $((key + deg + 12)) "$len"; fi
    done >> "$mel"
    if [[ $style == ambient ]] && (( meter % 2 == 1 )); then note rest 0 "$beat" >> "$mel"; fi
  done
  local mix=(-m) layer
  for layer in pad arp bass mel drums; do
    local list="$WORK/$layer.lst"
    [[ -s $list ]] || continue
    concat "$WORK/$layer.wav" < "$list"
    case $style.$layer in  # relative levels; the sum is normalized afterwards
      ambient.pad) mix+=(-v 0.32) ;; ambient.mel) mix+=(-v 0.18) ;; ambient.*) mix+=(-v 0.24) ;;
      chip.arp | duet.arp) mix+=(-v 0.18) ;; chip.drums | duet.drums) mix+=(-v 0.28) ;;
      duet.mel) mix+=(-v 0.4) ;; *.mel) mix+=(-v 0.22) ;; *) mix+=(-v 0.28) ;;
    esac
    mix+=("$WORK/$layer.wav")
  done
  local fx=()
  case $style in
    ambient) fx=(reverb 80 50 100 100 25 0) ;;
    piano) fx=(reverb 35 50 70) ;;
    duet) fx=(reverb 15) ;;
  esac
  local total=$((bars * bar))
  sox -G "${mix[@]}" "${SOX_OUT[@]}" "$WORK/mix.wav"
  sox "$WORK/mix.wav" "${SOX_OUT[@]}" "$out" gain -8 "${fx[@]}" trim 0 "${total}s" gain -n -3 fade q 0.3 "${total}s" 2
}

# ---------------------------------------------------------------------------------------------
# Cover art: 600x600 JPEG plus a 200x200 copy, from ffmpeg's synthetic sources (no text).

cover() { # cover NAME FILTERGRAPH [FRAMES]
  local name=$1 graph=$2 frames=${3:-1}
  if [[ -f covers/$name-600.jpg && -f covers/$name-200.jpg ]]; then return; fi
  echo "cover $name"
  ffmpeg -hide_banner -loglevel error -f lavfi -i "$graph" -frames:v "$frames" -update 1 \
    -pix_fmt yuvj420p -q:v 5 \
    -y "covers/$name-600.jpg"
  ffmpeg -hide_banner -loglevel error -i "covers/$name-600.jpg" -vf scale=200:200:flags=area -pix_fmt yuvj420p -q:v 5 \
    -y "covers/$name-200.jpg"
}

# Album covers
cover slow-currents "gradients=s=600x600:c0=0x06204a:c1=0x0f6f8f:c2=0x3fd0c0:n=3:x0=0:y0=0:x1=600:y1=600:type=radial:seed=1,format=rgb24,geq=r='r(X,Y)*(0.8+0.2*sin(Y/14+5*sin(X/70)))':g='g(X,Y)*(0.8+0.2*sin(Y/14+5*sin(X/70)))':b='b(X,Y)*(0.85+0.15*sin(Y/14+5*sin(X/70)))'"
cover night-swim "mandelbrot=s=600x600:start_scale=1.1:start_x=-0.16:start_y=1.035:maxiter=150:inner=black:outer=iteration_count,format=gray,format=rgb24,geq=r='if(lt(r(X,Y),3),8,8+pow((255-r(X,Y))/255,2)*120)':g='if(lt(r(X,Y),3),12,12+pow((255-r(X,Y))/255,2)*220)':b='if(lt(r(X,Y),3),40,40+pow((255-r(X,Y))/255,2)*215)',gblur=sigma=0.7"
cover coral-cartridge "cellauto=s=75x75:rule=30:seed=5:random_fill_ratio=0.5:scroll=1,scale=600:600:flags=neighbor,format=rgb24,geq=r='if(gt(r(X,Y),128),255,30)':g='if(gt(g(X,Y),128),110+60*sin(Y/90),20)':b='if(gt(b(X,Y),128),90,60+40*X/600)'" 60
sunset_r="if(lt(Y,380), if(lt(hypot(X-300,Y-330),80),255,250-Y*0.45), if(lt(abs(X-300)+abs(sin(Y*0.9))*40,90-(Y-380)*0.2)*gt(sin(Y*0.7),0),250,40+(600-Y)*0.2))"
sunset_g="if(lt(Y,380), if(lt(hypot(X-300,Y-330),80),214,170-Y*0.35), if(lt(abs(X-300)+abs(sin(Y*0.9))*40,90-(Y-380)*0.2)*gt(sin(Y*0.7),0),180,30+(600-Y)*0.1))"
sunset_b="if(lt(Y,380), if(lt(hypot(X-300,Y-330),80),120,110+Y*0.05), if(lt(abs(X-300)+abs(sin(Y*0.9))*40,90-(Y-380)*0.2)*gt(sin(Y*0.7),0),120,80+(600-Y)*0.05))"
cover harbour-lights "color=c=black:s=600x600,format=rgb24,geq=r='$sunset_r':g='$sunset_g':b='$sunset_b'"
ray="pow(max(0,sin(X/37+Y/300)),8)*(1-Y/600)"
cover deep-water "color=c=black:s=600x600,format=rgb24,geq=r='4+18*pow(1-Y/600,2)+30*$ray':g='16+90*pow(1-Y/600,2)+70*$ray':b='min(255,36+150*pow(1-Y/600,1.5)+80*$ray)',gblur=sigma=1.2"
tile="lt(mod(X,150),138)*lt(mod(Y,150),138)"
cover shoal-sampler "color=c=black:s=600x600,format=rgb24,geq=r='if($tile,140+110*sin(floor(X/150)*1.7+floor(Y/150)*2.3),24)':g='if($tile,140+110*sin(floor(X/150)*2.9+floor(Y/150)*1.1+2),28)':b='if($tile,140+110*sin(floor(X/150)*0.7+floor(Y/150)*3.1+4),40)'"
cover kitchen-tapes "color=c=black:s=600x600,format=rgb24,geq=r='if(lt(abs(mod(Y,60)-30),3),120,236-Y/8+8*sin(X/23))':g='if(lt(abs(mod(Y,60)-30),3),80,196-Y/6)':b='if(lt(abs(mod(Y,60)-30),3),60,150-Y/5)'"
ring="pow(max(0,sin(hypot(X-300,Y-300)/11)),6)*max(0,1-hypot(X-300,Y-300)/430)"
cover shoal-notes "color=c=black:s=600x600,format=rgb24,geq=r='18+60*$ring':g='40+200*$ring':b='60+190*$ring'"
ring2="pow(max(0,sin(hypot(X-180,Y-420)/9)),4)*max(0,1-hypot(X-180,Y-420)/600)"
cover making-shoal "color=c=black:s=600x600,format=rgb24,geq=r='30+220*$ring2':g='24+150*$ring2':b='50+60*$ring2'"

# Artist pictures
cover tidepool-ensemble "life=s=60x60:seed=11:ratio=0.3:life_color=0x5fe0d0:death_color=0x0a2a3a:mold=20:mold_color=0x14506a,scale=600:600:flags=neighbor" 30
cover pixel-reef "cellauto=s=64x32:rule=90:pattern=1:scroll=0:start_full=1:full=1,scale=600:300:flags=neighbor,format=rgb24,geq=r='if(gt(r(X,Y),128),80,20)':g='if(gt(g(X,Y),128),230,25)':b='if(gt(b(X,Y),128),160,70)',split[a][b];[a][b]vstack"
black_key="lt(Y,370)*between(mod(X+22,75),0,44)*not(eq(mod(floor((X+22)/75),7),3))*not(eq(mod(floor((X+22)/75),7),0))"
cover sandbar "color=c=black:s=600x600,format=rgb24,geq=r='if(lt(Y,330+30*sin(X/70)),90+Y/4,220-(Y-330)/6)':g='if(lt(Y,330+30*sin(X/70)),150+Y/6,190-(Y-330)/5)':b='if(lt(Y,330+30*sin(X/70)),220,130-(Y-330)/5)'"
cover spindrift "cellauto=s=60x60:rule=110:seed=7:random_fill_ratio=0.5:scroll=1,scale=600:600:flags=neighbor,format=rgb24,geq=r='if(gt(r(X,Y),128),230,10)':g='if(gt(g(X,Y),128),250,60+Y/6)':b='if(gt(b(X,Y),128),250,90+X/8)'" 40
cover marina-keys "color=c=0xf4ead5:s=600x600,format=rgb24,geq=r='if(lt(mod(X,75),4),40,if($black_key,35,244-Y/12))':g='if(lt(mod(X,75),4),30,if($black_key,30,234-Y/10))':b='if(lt(mod(X,75),4),50,if($black_key,60,213-Y/8))'"

# ---------------------------------------------------------------------------------------------
# The catalogue. Fields are separated by '|'.

ARTISTS=(
  # key|name|tags|description (markdown)|content category (default music)|picture (yes/no, default yes)
  "tidepool-ensemble|Tidepool Ensemble|Ambient,Electronic,Chill|A loose collective of synthesizers that play *very slowly*. Tidepool Ensemble makes music for watching the tide come in: long pads, soft bells and a lot of reverb."
  "pixel-reef|Pixel Reef|Chiptune,Electronic|Square waves, triangle bass and a noise hi-hat: **Pixel Reef** writes game music for games that do not exist yet."
  "marina-keys|Marina Keys|Piano,Chill|Marina Keys plays small pieces for plucked piano, recorded (well, synthesized) by the harbour. Waltzes, rain and evening light."
  "various-artists|Various Artists|||music|no"
  "sandbar|Sandbar|Piano,Chill|Sandbar records short piano sketches at the kitchen table, between two cups of tea."
  "spindrift|Spindrift|Chiptune,Electronic|Spindrift has released a single piece so far, on the *Shoal Sampler* compilation: no album of its own yet."
  "shoal-notes|Shoal Notes|Podcast|Short notes from the people making **Shoal**, the offline-first Funkwhale client: how it works, and how the demo pod was made.|podcast"
)

ALBUMS=(
  # key|title|artist|release date|format|tags|description|owner of the uploads (default admin)|cover (yes/no, default yes)
  "slow-currents|Slow Currents|tidepool-ensemble|2021-03-14|ogg|Ambient,Electronic|The first record of Tidepool Ensemble. Three pieces in D minor at walking pace, for headphones and *low tide*."
  "coral-cartridge|Coral Cartridge|pixel-reef|2022-08-05|mp3|Chiptune,Electronic|Four level themes in C major, between 120 and 150 beats per minute. Includes a duet with **Marina Keys**."
  "harbour-lights|Harbour Lights|marina-keys|2020-11-20|flac|Piano,Chill|Piano miniatures in G major: a title piece, a waltz for the lighthouse and a rainy afternoon."
  "night-swim|Night Swim|tidepool-ensemble|2023-06-21|opus|Ambient,Chill|Tidepool Ensemble after dark: warmer pads in A minor and F minor, glowing like plankton."
  "deep-water|Deep Water|tidepool-ensemble|2024-05-10|mp3|Ambient,Electronic|A double album in two dives: the first disc stays near the surface, the second goes down to the *abyssal plain* and back."
  "shoal-sampler|Shoal Sampler|various-artists|2024-09-01|mp3|Electronic|A compilation of the demo pod: one piece from each of its artists."
  "kitchen-tapes|Kitchen Tapes|sandbar|2025-02-14|mp3|Piano,Chill|Two piano sketches, uploaded by the demo account to its own library.|demo"
  "making-shoal|Making Shoal|shoal-notes|2025-06-01|mp3|Podcast|The first series of Shoal Notes, in three short episodes.|admin"
  "broken-records|Broken Records|pixel-reef|2025-09-01|mp3||A cartridge that got wet. Its only track, *Static*, has a corrupt file: players cannot decode it (the demo pod keeps it to test how clients handle audio errors).|admin|no"
)

TRACKS=(
  # key|title|album|artist|position (DISC.POSITION on albums of several discs)|credit (ARTIST:CREDIT:JOINPHRASE;...) or empty|tags|style|key|scale|bpm|meter|bars|seed|progression
  "low-tide|Low Tide|slow-currents|tidepool-ensemble|1||Ambient|ambient|-7|minor|56|4|4|11|0:min 8:maj 3:maj 10:maj"
  "kelp-forest|Kelp Forest|slow-currents|tidepool-ensemble|2||Ambient,Electronic|ambient|-7|minor|60|4|4|12|0:min7 5:min 8:maj7 7:min"
  "sea-glass|Sea Glass|slow-currents|tidepool-ensemble|3||Ambient|ambient|-7|minor|52|4|4|13|3:maj7 10:maj 0:min 8:maj7"
  "press-start|Press Start|coral-cartridge|pixel-reef|1||Chiptune|chip|-9|major|140|4|9|21|0:maj 9:min 5:maj 7:maj"
  "reef-runner|Reef Runner|coral-cartridge|pixel-reef|2||Chiptune,Electronic|chip|-9|major|150|4|10|22|9:min 5:maj 0:maj 7:maj"
  "bubble-level|Bubble Level|coral-cartridge|pixel-reef|3||Chiptune|chip|-9|major|128|4|8|23|0:maj 4:min 5:maj 7:sus2"
  "arcade-sunrise|Arcade Sunrise|coral-cartridge|marina-keys|4|marina-keys:Marina Keys: feat. ;pixel-reef:Pixel Reef:|Chiptune,Piano|duet|-9|major|120|4|8|24|5:maj 7:maj 4:min 9:min"
  "harbour-lights|Harbour Lights|harbour-lights|marina-keys|1||Piano|piano|-2|major|92|4|5|31|0:maj 9:min 3:maj 5:maj"
  "lighthouse-waltz|Lighthouse Waltz|harbour-lights|marina-keys|2||Piano,Chill|piano|-2|major|132|3|9|32|0:maj 5:maj 7:maj 0:maj"
  "rain-on-the-pier|Rain on the Pier|harbour-lights|marina-keys|3||Piano|piano|-2|major|84|4|4|33|9:min 5:maj 0:maj 7:maj"
  "moon-jelly|Moon Jelly|night-swim|tidepool-ensemble|1||Ambient,Chill|ambient|0|minor|68|4|5|41|0:min 8:maj 3:maj 7:min"
  "phosphorescence|Phosphorescence|night-swim|tidepool-ensemble|2||Ambient,Electronic|ambient|0|minor|72|4|5|42|8:maj7 10:maj 0:min 0:min7"
  "the-deep-end|The Deep End|night-swim|tidepool-ensemble|3||Ambient,Chill|ambient|-4|minor|58|4|4|43|0:min 5:min 8:maj 7:maj"
  "thermocline|Thermocline|deep-water|tidepool-ensemble|1.1||Ambient|ambient|-5|minor|60|4|4|51|0:min 10:maj 8:maj 7:min"
  "undertow|Undertow|deep-water|tidepool-ensemble|1.2||Ambient,Electronic|ambient|-5|minor|64|4|4|52|0:min7 5:min7 3:maj7 10:maj"
  "abyssal-plain|Abyssal Plain|deep-water|tidepool-ensemble|2.1||Ambient|ambient|-10|minor|50|4|3|53|0:min 8:maj7 0:min"
  "surfacing|Surfacing|deep-water|tidepool-ensemble|2.2||Ambient,Chill|ambient|-3|major|66|4|4|54|0:maj7 5:maj 9:min 7:sus2"
  "teacups|Teacups|kitchen-tapes|sandbar|1||Piano,Chill|piano|-4|major|96|4|5|61|0:maj 5:maj 9:min 7:maj"
  "low-sun|Low Sun|kitchen-tapes|sandbar|2||Piano|piano|-6|minor|80|3|6|62|0:min 5:min 7:maj 0:min"
  "foam-line|Foam Line|shoal-sampler|spindrift|4||Chiptune,Electronic|chip|-5|major|132|4|8|71|0:maj 5:maj 9:min 7:maj"
)

REISSUES=(
  # key|title|album|artist|position|source track (the same recording: its files are shared)
  "sampler-kelp-forest|Kelp Forest|shoal-sampler|tidepool-ensemble|1|kelp-forest"
  "sampler-reef-runner|Reef Runner|shoal-sampler|pixel-reef|2|reef-runner"
  "sampler-lighthouse-waltz|Lighthouse Waltz|shoal-sampler|marina-keys|3|lighthouse-waltz"
)

CHANNELS=(
  # artist key|username|itunes category|itunes subcategory|language|copyright|owner name|owner e-mail|explicit
  "shoal-notes|shoalnotes|Technology|Tech News|en|CC BY 4.0, the Shoal project|The Shoal project|podcast@shoal.example|false"
)

EPISODES=(
  # key|title|series (album)|channel artist|episode number|tags|intro key (semitones)|text (spoken by espeak-ng)
  "offline-first|Offline First|making-shoal|shoal-notes|1|Podcast|-7|Shoal Notes, episode one: offline first. Hello, and welcome. Shoal is a music player for Funkwhale pods that keeps playing when the network does not."
  "the-demo-pod|The Demo Pod|making-shoal|shoal-notes|2|Podcast|-2|Episode two: the demo pod. Every song on this pod was made by a small script, with sox and ffmpeg. No samples and no recordings, only numbers turned into sound."
  "listening-together|Listening Together|making-shoal|shoal-notes|3|Podcast|0|Episode three: listening together. Favorites, playlists and your history live on your pod, so all your devices know what you like. Thanks for listening."
)

BROKEN=(
  # key|title|album|artist|position|tags|duration (s) and bitrate (b/s) the manifest claims: the file is not audio
  "static|Static|broken-records|pixel-reef|1||12|64000"
)

UPLOADS=(
  # key|track|owner: extra copies of a track in someone else's library (the track's MP3 file)
  "harbour-lights-demo|harbour-lights|demo"
)

field() { # field RECORD INDEX
  local IFS='|'; local -a f; read -r -a f <<< "$1"; printf '%s' "${f[$2]}"
}
lookup() { # lookup ARRAY_NAME KEY -> the record whose first field is KEY
  local -n arr=$1; local r
  for r in "${arr[@]}"; do [[ ${r%%|*} == "$2" ]] && { printf '%s' "$r"; return; }; done
  echo "unknown key $2" >&2; exit 1
}
json() { # json STRING -> a JSON string literal
  local s=${1//\\/\\\\}; s=${s//\"/\\\"}; printf '"%s"' "$s"
}
json_tags() { # json_tags "A,B" -> ["A","B"]
  local IFS=','; local -a t; read -r -a t <<< "$1"; local out="" x
  for x in "${t[@]}"; do out+="${out:+,}$(json "$x")"; done
  printf '[%s]' "$out"
}
probe() { # probe FILE ENTRY -> a value from ffprobe
  ffprobe -v error -show_entries "$2" -of default=nw=1:nk=1 "$1" | grep -v '^N/A$' | head -n1
}
bitrate_of() { # bits per second: the stream's nominal rate, else the file's average
  local b; b=$(probe "$1" stream=bit_rate)
  [[ -n $b && $b != 0 ]] || b=$(probe "$1" format=bit_rate)
  icalc "$b"
}

declare -A MIME=([mp3]=audio/mpeg [ogg]=audio/ogg [opus]=audio/opus [flac]=audio/flac)
COPYRIGHT="Shoal project, CC BY 4.0"

# Per album: how many tracks on each disc, and how many discs.
declare -A DISC_TRACKS=() DISCS=()
count_track() { # count_track ALBUM DISC
  DISC_TRACKS[$1.$2]=$(( ${DISC_TRACKS[$1.$2]:-0} + 1 ))
  if (( $2 > ${DISCS[$1]:-0} )); then DISCS[$1]=$2; fi
}
split_position() { # split_position "D.P" or "P" -> sets DISC and POS
  if [[ $1 == *.* ]]; then DISC=${1%%.*}; POS=${1#*.}; else DISC=1; POS=$1; fi
}
for rec in "${TRACKS[@]}"; do
  IFS='|' read -r _ _ album _ pos _ <<< "$rec"; split_position "$pos"; count_track "$album" "$DISC"
done
for rec in "${REISSUES[@]}"; do
  IFS='|' read -r _ _ album _ pos _ <<< "$rec"; count_track "$album" 1
done
for rec in "${EPISODES[@]}"; do
  IFS='|' read -r _ _ album _ pos _ <<< "$rec"; count_track "$album" 1
done

# What the manifest says of each audio file, by track key (reissues and extra uploads reuse them).
declare -A T_FILE=() T_FORMAT=() T_DURATION=() T_BITRATE=() T_SIZE=() T_MP3=() T_MP3SIZE=() T_MP3BITRATE=()

measure() { # measure KEY FILE FORMAT MP3
  local key=$1 file=$2 format=$3 mp3=$4
  T_FILE[$key]=$file; T_FORMAT[$key]=$format; T_MP3[$key]=$mp3
  T_DURATION[$key]=$(icalc "$(probe "$file" format=duration)")
  T_SIZE[$key]=$(stat -c %s "$file")
  T_BITRATE[$key]=$(bitrate_of "$file")
  T_MP3SIZE[$key]=$(stat -c %s "$mp3")
  T_MP3BITRATE[$key]=$(bitrate_of "$mp3")
}

file_json() { # file_json KEY -> the file fields of a track entry
  local k=$1
  printf '"file":%s,"mimetype":%s,"extension":%s,"duration":%s,"bitrate":%s,"size":%s,"mp3":%s,"mp3_size":%s,"mp3_bitrate":%s' \
    "$(json "${T_FILE[$k]}")" "$(json "${MIME[${T_FORMAT[$k]}]}")" "$(json "${T_FORMAT[$k]}")" "${T_DURATION[$k]}" \
    "${T_BITRATE[$k]}" "${T_SIZE[$k]}" "$(json "${T_MP3[$k]}")" "${T_MP3SIZE[$k]}" "${T_MP3BITRATE[$k]}"
}

encode() { # encode WAV FILE FORMAT ALBUM_KEY POSITION TOTAL TAGARGS... : the catalogue formats, tagged
  local wav=$1 file=$2 format=$3 album=$4 pos=$5 total=$6; shift 6
  local cover=() cover_opts=()
  if [[ -f covers/$album-600.jpg ]]; then
    cover=(-i "covers/$album-600.jpg")
    cover_opts=(-map 0:a -map 1:v -c:v copy -disposition:v attached_pic -metadata:s:v "comment=Cover (front)")
    if [[ $format == mp3 ]]; then cover_opts+=(-metadata:s:v "title=Album cover"); fi
  fi
  case $format in
    mp3) ffmpeg -hide_banner -loglevel error -i "$wav" "${cover[@]}" "${cover_opts[@]}" -c:a libmp3lame -b:a 64k \
           "$@" -metadata "track=$pos/$total" -id3v2_version 4 -y "$file" ;;
    flac) ffmpeg -hide_banner -loglevel error -i "$wav" "${cover[@]}" "${cover_opts[@]}" \
           -c:a flac -ar 16000 -sample_fmt s16 -compression_level 8 "$@" -metadata "track=$pos" -metadata "tracktotal=$total" \
           -metadata "license=CC BY 4.0" -y "$file" ;;
    ogg) ffmpeg -hide_banner -loglevel error -i "$wav" -c:a libvorbis -b:a 48k "$@" \
           -metadata "track=$pos" -metadata "tracktotal=$total" -metadata "license=CC BY 4.0" -y "$file" ;;
    opus) ffmpeg -hide_banner -loglevel error -i "$wav" -c:a libopus -b:a 48k -vbr constrained "$@" \
           -metadata "track=$pos" -metadata "tracktotal=$total" -metadata "license=CC BY 4.0" -y "$file" ;;
  esac
}

tag_args() { # tag_args TITLE ARTIST ALBUM_TITLE ALBUM_ARTIST DISC DISCS DATE GENRE -> sets TAGARGS
  TAGARGS=(-metadata "title=$1" -metadata "artist=$2" -metadata "album=$3"
    -metadata "album_artist=$4" -metadata "disc=$5/$6" -metadata "date=$7"
    -metadata "genre=$8" -metadata "copyright=$COPYRIGHT"
    -metadata "comment=Made by the Shoal project for its demo pod. License: CC BY 4.0")
}

declare -A MIME=([mp3]=audio/mpeg [ogg]=audio/ogg [opus]=audio/opus [flac]=audio/flac)
COPYRIGHT="Shoal project, CC BY 4.0"

track_json=()
for rec in "${TRACKS[@]}"; do
  IFS='|' read -r key title album artist pos credit tags style tkey scale bpm meter bars seed prog <<< "$rec"
  split_position "$pos"
  arec=$(lookup ALBUMS "$album")
  IFS='|' read -r _ album_title album_artist date format _ _ _ <<< "$arec"
  album_artist_name=$(field "$(lookup ARTISTS "$album_artist")" 1)
  artist_name=$(field "$(lookup ARTISTS "$artist")" 1)
  credit_json=""
  if [[ -n $credit ]]; then  # "key:Credit:joinphrase;key:Credit:joinphrase"
    artist_name=""
    IFS=';' read -r -a parts <<< "$credit"
    for p in "${parts[@]}"; do
      IFS=':' read -r ckey cname cjoin <<< "$p"
      artist_name+="$cname$cjoin"
      credit_json+="${credit_json:+,}{\"artist\":$(json "$ckey"),\"credit\":$(json "$cname"),\"joinphrase\":$(json "$cjoin")}"
    done
  fi
  total=${DISC_TRACKS[$album.$DISC]}
  genre=${tags%%,*}
  file="audio/$key.$format"
  mp3="audio/$key.mp3"
  if [[ ! -f $file || ! -f $mp3 ]]; then
    echo "track $key: $artist_name - $title ($format, ${bars} bars at ${bpm} bpm)"
    compose "$style" "$tkey" "$scale" "$bpm" "$meter" "$bars" "$seed" "$prog" "$WORK/$key.wav"
    tag_args "$title" "$artist_name" "$album_title" "$album_artist_name" "$DISC" "${DISCS[$album]}" "$date" "$genre"
    encode "$WORK/$key.wav" "$file" "$format" "$album" "$POS" "$total" "${TAGARGS[@]}"
    if [[ $format != mp3 ]]; then  # the mp3 twin answers ?to=mp3
      ffmpeg -hide_banner -loglevel error -i "$WORK/$key.wav" -c:a libmp3lame -b:a 64k "${TAGARGS[@]}" \
        -metadata "track=$POS/$total" -id3v2_version 4 -y "$mp3"
    fi
  fi
  measure "$key" "$file" "$format" "$mp3"
  track_json+=("    {\"key\":$(json "$key"),\"title\":$(json "$title"),\"album\":$(json "$album"),\"artist\":$(json "$artist"),\"position\":$POS,\"disc_number\":$DISC,$(file_json "$key"),\"tags\":$(json_tags "$tags"),\"license\":\"cc-by-4.0\",\"copyright\":$(json "$COPYRIGHT")${credit_json:+,\"credits\":[$credit_json]}}")
done

# Reissues: new tracks on another album (the compilation), sharing the recording's files.
for rec in "${REISSUES[@]}"; do
  IFS='|' read -r key title album artist pos source <<< "$rec"
  tags=$(field "$(lookup TRACKS "$source")" 6)
  track_json+=("    {\"key\":$(json "$key"),\"title\":$(json "$title"),\"album\":$(json "$album"),\"artist\":$(json "$artist"),\"position\":$pos,\"disc_number\":1,$(file_json "$source"),\"tags\":$(json_tags "$tags"),\"license\":\"cc-by-4.0\",\"copyright\":$(json "$COPYRIGHT")}")
done

# Podcast episodes: a short bell intro, then speech (espeak-ng), as MP3.
for rec in "${EPISODES[@]}"; do
  IFS='|' read -r key title album artist pos tags ikey text <<< "$rec"
  arec=$(lookup ALBUMS "$album")
  IFS='|' read -r _ album_title _ date _ _ _ _ <<< "$arec"
  artist_name=$(field "$(lookup ARTISTS "$artist")" 1)
  file="audio/$key.mp3"
  if [[ ! -f $file ]]; then
    echo "episode $key: $title"
    compose ambient "$ikey" major 100 4 1 "$((70 + pos))" "0:maj7" "$WORK/intro.wav"
    espeak-ng -v en-gb -s 150 -p 45 -w "$WORK/speech-raw.wav" "$text"
    sox "$WORK/speech-raw.wav" "${SOX_OUT[@]}" "$WORK/speech.wav" highpass 90 gain -n -2 pad 0.3 0.6
    sox "$WORK/intro.wav" "$WORK/speech.wav" "${SOX_OUT[@]}" "$WORK/$key.wav"
    tag_args "$title" "$artist_name" "$album_title" "$artist_name" 1 1 "$date" "Podcast"
    ffmpeg -hide_banner -loglevel error -i "$WORK/$key.wav" -i "covers/$album-600.jpg" -map 0:a -map 1:v \
      -c:a libmp3lame -b:a 48k -c:v copy -disposition:v attached_pic -metadata:s:v "comment=Cover (front)" \
      "${TAGARGS[@]}" -metadata "track=$pos/${DISC_TRACKS[$album.1]}" -id3v2_version 4 -y "$file"
  fi
  measure "$key" "$file" mp3 "$file"
  track_json+=("    {\"key\":$(json "$key"),\"title\":$(json "$title"),\"album\":$(json "$album"),\"artist\":$(json "$artist"),\"position\":$pos,\"disc_number\":1,$(file_json "$key"),\"tags\":$(json_tags "$tags"),\"license\":\"cc-by-4.0\",\"copyright\":$(json "$COPYRIGHT")}")
done

# Broken tracks: a few KB of random bytes without any 0xFF (so no MPEG frame sync can be found) behind a
# text line, served as audio/mpeg: every decoder fails on them.
for rec in "${BROKEN[@]}"; do
  IFS='|' read -r key title album artist pos tags duration bitrate <<< "$rec"
  file="audio/$key.mp3"
  if [[ ! -f $file ]]; then
    echo "broken track $key: $title"
    { printf 'SHOAL DEMO POD: NOT AUDIO (a deliberately corrupt file)\n'; head -c 12000 /dev/urandom | tr -d '\377' | head -c 6000; } > "$file"
  fi
  T_FILE[$key]=$file; T_FORMAT[$key]=mp3; T_MP3[$key]=$file; T_DURATION[$key]=$duration; T_BITRATE[$key]=$bitrate
  T_SIZE[$key]=$(stat -c %s "$file"); T_MP3SIZE[$key]=${T_SIZE[$key]}; T_MP3BITRATE[$key]=$bitrate
  track_json+=("    {\"key\":$(json "$key"),\"title\":$(json "$title"),\"album\":$(json "$album"),\"artist\":$(json "$artist"),\"position\":$pos,\"disc_number\":1,$(file_json "$key"),\"tags\":$(json_tags "$tags"),\"license\":\"cc-by-4.0\",\"copyright\":$(json "$COPYRIGHT")}")
done

artist_json=()
for rec in "${ARTISTS[@]}"; do
  IFS='|' read -r key name tags description category picture <<< "$rec"
  pictures=""
  if [[ ${picture:-yes} != no ]]; then pictures=",\"cover\":\"covers/$key-600.jpg\",\"cover_small\":\"covers/$key-200.jpg\""; fi
  artist_json+=("    {\"key\":$(json "$key"),\"name\":$(json "$name")${description:+,\"description\":$(json "$description")},\"content_category\":$(json "${category:-music}"),\"tags\":$(json_tags "$tags")$pictures}")
done
album_json=()
for rec in "${ALBUMS[@]}"; do
  IFS='|' read -r key title artist date format tags description owner picture <<< "$rec"
  pictures=""
  if [[ ${picture:-yes} != no ]]; then pictures=",\"cover\":\"covers/$key-600.jpg\",\"cover_small\":\"covers/$key-200.jpg\""; fi
  album_json+=("    {\"key\":$(json "$key"),\"title\":$(json "$title"),\"artist\":$(json "$artist"),\"release_date\":\"$date\"$pictures,\"tags\":$(json_tags "$tags"),\"description\":$(json "$description"),\"owner\":$(json "${owner:-admin}")}")
done
channel_json=()
for rec in "${CHANNELS[@]}"; do
  IFS='|' read -r artist username category subcategory language copyright owner_name owner_email explicit <<< "$rec"
  channel_json+=("    {\"artist\":$(json "$artist"),\"username\":$(json "$username"),\"metadata\":{\"itunes_category\":$(json "$category"),\"itunes_subcategory\":$(json "$subcategory"),\"language\":$(json "$language"),\"copyright\":$(json "$copyright"),\"owner_name\":$(json "$owner_name"),\"owner_email\":$(json "$owner_email"),\"explicit\":$explicit}}")
done
upload_json=()
for rec in "${UPLOADS[@]}"; do
  IFS='|' read -r key track owner <<< "$rec"
  upload_json+=("    {\"key\":$(json "$key"),\"track\":$(json "$track"),\"owner\":$(json "$owner"),\"file\":$(json "${T_MP3[$track]}"),\"mimetype\":\"audio/mpeg\",\"extension\":\"mp3\",\"duration\":${T_DURATION[$track]},\"bitrate\":${T_MP3BITRATE[$track]},\"size\":${T_MP3SIZE[$track]}}")
done

join_lines() { local IFS=$'\n'; local s="$*"; printf '%s' "${s//$'\n'/$',\n'}"; }
{
  echo '{'
  echo '  "license": "CC BY 4.0, made by the Shoal project",'
  echo '  "artists": ['; join_lines "${artist_json[@]}"; echo; echo '  ],'
  echo '  "albums": ['; join_lines "${album_json[@]}"; echo; echo '  ],'
  echo '  "tracks": ['; join_lines "${track_json[@]}"; echo; echo '  ],'
  echo '  "channels": ['; join_lines "${channel_json[@]}"; echo; echo '  ],'
  echo '  "uploads": ['; join_lines "${upload_json[@]}"; echo; echo '  ]'
  echo '}'
} > catalogue.json

echo "catalogue: $(du -sh audio covers | tr '\n' ' ')"
