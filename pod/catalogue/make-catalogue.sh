#!/usr/bin/env bash
# Generates the Shoal demo catalogue: synthesized music (sox), encoded and tagged (ffmpeg), cover art
# (ffmpeg lavfi sources), and catalogue.json (the manifest pod/seed.ts reads).
#
# Run it once, by hand, from anywhere: `bash pod/catalogue/make-catalogue.sh`. Its outputs (audio/,
# covers/, catalogue.json) are committed; nothing runs it at test time (CI has no sox nor ffmpeg).
# Everything here was made by the Shoal project and is licensed CC BY 4.0 (see README.md).
#
# Needs: sox, ffmpeg, ffprobe, awk.
set -euo pipefail
cd "$(dirname "$0")"

for tool in sox ffmpeg ffprobe awk; do
  command -v "$tool" >/dev/null || { echo "make-catalogue: $tool is required" >&2; exit 1; }
done

SR=22050                     # synthesis sample rate
export SOX_OPTS="-D"         # no dither noise: it would cost FLAC a lot of bytes
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
rm -rf audio covers
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

# Artist pictures
cover tidepool-ensemble "life=s=60x60:seed=11:ratio=0.3:life_color=0x5fe0d0:death_color=0x0a2a3a:mold=20:mold_color=0x14506a,scale=600:600:flags=neighbor" 30
cover pixel-reef "cellauto=s=64x32:rule=90:pattern=1:scroll=0:start_full=1:full=1,scale=600:300:flags=neighbor,format=rgb24,geq=r='if(gt(r(X,Y),128),80,20)':g='if(gt(g(X,Y),128),230,25)':b='if(gt(b(X,Y),128),160,70)',split[a][b];[a][b]vstack"
black_key="lt(Y,370)*between(mod(X+22,75),0,44)*not(eq(mod(floor((X+22)/75),7),3))*not(eq(mod(floor((X+22)/75),7),0))"
cover marina-keys "color=c=0xf4ead5:s=600x600,format=rgb24,geq=r='if(lt(mod(X,75),4),40,if($black_key,35,244-Y/12))':g='if(lt(mod(X,75),4),30,if($black_key,30,234-Y/10))':b='if(lt(mod(X,75),4),50,if($black_key,60,213-Y/8))'"

# ---------------------------------------------------------------------------------------------
# The catalogue. Fields are separated by '|'.

ARTISTS=(
  # key|name|tags|description (markdown)
  "tidepool-ensemble|Tidepool Ensemble|Ambient,Electronic,Chill|A loose collective of synthesizers that play *very slowly*. Tidepool Ensemble makes music for watching the tide come in: long pads, soft bells and a lot of reverb."
  "pixel-reef|Pixel Reef|Chiptune,Electronic|Square waves, triangle bass and a noise hi-hat: **Pixel Reef** writes game music for games that do not exist yet."
  "marina-keys|Marina Keys|Piano,Chill|Marina Keys plays small pieces for plucked piano, recorded (well, synthesized) by the harbour. Waltzes, rain and evening light."
)

ALBUMS=(
  # key|title|artist|release date|format|tags|description
  "slow-currents|Slow Currents|tidepool-ensemble|2021-03-14|ogg|Ambient,Electronic|The first record of Tidepool Ensemble. Three pieces in D minor at walking pace, for headphones and *low tide*."
  "coral-cartridge|Coral Cartridge|pixel-reef|2022-08-05|mp3|Chiptune,Electronic|Four level themes in C major, between 120 and 150 beats per minute. Includes a duet with **Marina Keys**."
  "harbour-lights|Harbour Lights|marina-keys|2020-11-20|flac|Piano,Chill|Piano miniatures in G major: a title piece, a waltz for the lighthouse and a rainy afternoon."
  "night-swim|Night Swim|tidepool-ensemble|2023-06-21|opus|Ambient,Chill|Tidepool Ensemble after dark: warmer pads in A minor and F minor, glowing like plankton."
)

TRACKS=(
  # key|title|album|artist|position|credit (ARTIST:CREDIT:JOINPHRASE;...) or empty|tags|style|key|scale|bpm|meter|bars|seed|progression
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

track_json=()
for rec in "${TRACKS[@]}"; do
  IFS='|' read -r key title album artist pos credit tags style tkey scale bpm meter bars seed prog <<< "$rec"
  arec=$(lookup ALBUMS "$album")
  IFS='|' read -r _ album_title album_artist date format _ _ <<< "$arec"
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
  total=$(awk -v a="$album" -F'|' 'BEGIN{n=0} {if ($3 == a) n++} END{print n}' < <(printf '%s\n' "${TRACKS[@]}"))
  genre=${tags%%,*}
  echo "track $key: $artist_name - $title ($format, ${bars} bars at ${bpm} bpm)"
  compose "$style" "$tkey" "$scale" "$bpm" "$meter" "$bars" "$seed" "$prog" "$WORK/$key.wav"

  tagargs=(-metadata "title=$title" -metadata "artist=$artist_name" -metadata "album=$album_title"
    -metadata "album_artist=$album_artist_name" -metadata "disc=1/1" -metadata "date=$date"
    -metadata "genre=$genre" -metadata "copyright=$COPYRIGHT"
    -metadata "comment=Made by the Shoal project for its demo pod. License: CC BY 4.0")
  file="audio/$key.$format"
  case $format in
    mp3) ffmpeg -hide_banner -loglevel error -i "$WORK/$key.wav" -i "covers/$album-600.jpg" -map 0:a -map 1:v \
           -c:a libmp3lame -b:a 64k -c:v copy -disposition:v attached_pic -metadata:s:v "title=Album cover" \
           -metadata:s:v "comment=Cover (front)" "${tagargs[@]}" -metadata "track=$pos/$total" -id3v2_version 4 \
           -y "$file" ;;
    flac) ffmpeg -hide_banner -loglevel error -i "$WORK/$key.wav" -i "covers/$album-600.jpg" -map 0:a -map 1:v \
           -c:a flac -ar 16000 -sample_fmt s16 -compression_level 8 -c:v copy -disposition:v attached_pic \
           -metadata:s:v "comment=Cover (front)" "${tagargs[@]}" -metadata "track=$pos" -metadata "tracktotal=$total" \
           -metadata "license=CC BY 4.0" -y "$file" ;;
    ogg) ffmpeg -hide_banner -loglevel error -i "$WORK/$key.wav" -c:a libvorbis -b:a 48k "${tagargs[@]}" \
           -metadata "track=$pos" -metadata "tracktotal=$total" -metadata "license=CC BY 4.0" -y "$file" ;;
    opus) ffmpeg -hide_banner -loglevel error -i "$WORK/$key.wav" -c:a libopus -b:a 48k -vbr constrained "${tagargs[@]}" \
           -metadata "track=$pos" -metadata "tracktotal=$total" -metadata "license=CC BY 4.0" -y "$file" ;;
  esac
  mp3="audio/$key.mp3"
  if [[ $format != mp3 ]]; then  # the mp3 twin answers ?to=mp3
    ffmpeg -hide_banner -loglevel error -i "$WORK/$key.wav" -c:a libmp3lame -b:a 64k "${tagargs[@]}" \
      -metadata "track=$pos/$total" -id3v2_version 4 -y "$mp3"
  fi
  duration=$(icalc "$(probe "$file" format=duration)")
  size=$(stat -c %s "$file")
  bitrate=$(bitrate_of "$file")
  mp3size=$(stat -c %s "$mp3")
  mp3bitrate=$(bitrate_of "$mp3")
  track_json+=("    {\"key\":$(json "$key"),\"title\":$(json "$title"),\"album\":$(json "$album"),\"artist\":$(json "$artist"),\"position\":$pos,\"disc_number\":1,\"file\":$(json "$file"),\"mimetype\":$(json "${MIME[$format]}"),\"extension\":$(json "$format"),\"duration\":$duration,\"bitrate\":$bitrate,\"size\":$size,\"mp3\":$(json "$mp3"),\"mp3_size\":$mp3size,\"mp3_bitrate\":$mp3bitrate,\"tags\":$(json_tags "$tags"),\"license\":\"cc-by-4.0\",\"copyright\":$(json "$COPYRIGHT")${credit_json:+,\"credits\":[$credit_json]}}")
done

artist_json=()
for rec in "${ARTISTS[@]}"; do
  IFS='|' read -r key name tags description <<< "$rec"
  artist_json+=("    {\"key\":$(json "$key"),\"name\":$(json "$name"),\"description\":$(json "$description"),\"tags\":$(json_tags "$tags"),\"cover\":\"covers/$key-600.jpg\",\"cover_small\":\"covers/$key-200.jpg\"}")
done
album_json=()
for rec in "${ALBUMS[@]}"; do
  IFS='|' read -r key title artist date format tags description <<< "$rec"
  album_json+=("    {\"key\":$(json "$key"),\"title\":$(json "$title"),\"artist\":$(json "$artist"),\"release_date\":\"$date\",\"cover\":\"covers/$key-600.jpg\",\"cover_small\":\"covers/$key-200.jpg\",\"tags\":$(json_tags "$tags"),\"description\":$(json "$description")}")
done

join_lines() { local IFS=$'\n'; local s="$*"; printf '%s' "${s//$'\n'/$',\n'}"; }
{
  echo '{'
  echo '  "license": "CC BY 4.0, made by the Shoal project",'
  echo '  "artists": ['; join_lines "${artist_json[@]}"; echo; echo '  ],'
  echo '  "albums": ['; join_lines "${album_json[@]}"; echo; echo '  ],'
  echo '  "tracks": ['; join_lines "${track_json[@]}"; echo; echo '  ]'
  echo '}'
} > catalogue.json

echo "catalogue: $(du -sh audio covers | tr '\n' ' ')"
