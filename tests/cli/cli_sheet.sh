#!/bin/sh
# cli_sheet.sh - `mazelab gen --page a4|letter` and --format pdf: worksheet
# pages at the paper's size (PNG 300 dpi, SVG and PDF in the paper's
# units), the title, command and Name lines present (SVG and PDF as text,
# PNG as ink where the lines go), the path only on the answer key, the same
# bytes for the same arguments; two or four mazes a page (--per-page, or
# several --algo ids) under their captions, --no-seed; and refusals.
# Usage: sh cli_sheet.sh path/to/mazelab
bin=$1
. "$(dirname "$0")/../support/check.sh"
for tool in convert gs; do
    command -v $tool >/dev/null 2>&1 || { echo "cli_sheet: $tool is missing"; exit 1; }
done
dir=$(mktemp -d)
trap 'rm -rf "$dir" "$check_err"' EXIT
args="-a wilson -s 30x20 -r 2024"
title="Maze: Wilson's algorithm, 30x20, seed 2024"
for f in png svg pdf; do
    check_output '' gen $args -f $f --page a4 -o "$dir/w.$f"
    check_output '' gen $args -f $f --page letter --solution -o "$dir/a.$f"
done

# reds FILE: how many pixels are the path's red (PDF rendered at 72 dpi).
reds() {
    convert "$1" -fill black +opaque '#eb503c' -fill white -opaque '#eb503c' \
        -format '%[fx:round(mean*w*h)]' info:
}

# PNG: the page at 300 dpi, recorded in the file; ink in the title line.
check_same "a4 png" "$(identify -format '%w %h' "$dir/w.png")" "2480 3508"
check_same "letter png" "$(identify -format '%w %h' "$dir/a.png")" "2550 3300"
check_same "300 dpi" "$(identify -units PixelsPerInch -format '%[fx:round(resolution.x)]' "$dir/w.png")" 300
# The title's band (0.5 in from the top, 16 pt) has ink; the margin has none.
check_same "title ink" "$(convert "$dir/w.png" -crop 1500x60+150+160 -format '%[fx:minima<0.5]' info:)" 1
check_same "blank margin" "$(convert "$dir/w.png" -crop 2480x140+0+0 -format '%[fx:minima]' info:)" 1
check_same "no path on the worksheet" "$(reds "$dir/w.png")" 0
[ "$(reds "$dir/a.png")" -gt 10000 ]; check_same "path on the answer key" $? 0

# SVG: the paper's size, the lines as text, the path only on the key.
grep -q 'width="210mm" height="297mm"' "$dir/w.svg"; check_same "a4 svg" $? 0
grep -q 'width="8.5in" height="11in"' "$dir/a.svg"; check_same "letter svg" $? 0
grep -q "font-weight=\"bold\">Maze: Wilson&apos;s algorithm, 30x20, seed 2024</text>" "$dir/w.svg"
check_same "svg title" $? 0
grep -q '>mazelab gen --algo wilson --size 30x20 --seed 2024 --format svg --page a4</text>' "$dir/w.svg"
check_same "svg command" $? 0
grep -q '>Name: ___' "$dir/w.svg"; check_same "svg name line" $? 0
check_same "svg arrows" "$(grep -c '<path fill="#000"' "$dir/w.svg")" 2
check_same "svg path lines" "$(grep -c '<polyline' "$dir/w.svg") $(grep -c '<polyline' "$dir/a.svg")" "0 1"

# PDF: one page of the paper's size, the lines as text, the path on the key.
check_same "a4 pdf" "$(grep -ac 'MediaBox \[ 0 0 595.275591 841.889764 \]' "$dir/w.pdf")" 1
check_same "letter pdf" "$(grep -ac 'MediaBox \[ 0 0 612 792 \]' "$dir/a.pdf")" 1
text=$(gs -q -dNOPAUSE -dBATCH -sDEVICE=txtwrite -o - "$dir/w.pdf" | tr -d '\r' | sed 's/^ *//; s/ *$//')
check_same "pdf text" "$(echo "$text" | head -3)" "$title
mazelab gen --algo wilson --size 30x20 --seed 2024 --format pdf --page a4
Name: ______________________________"
gs -q -dNOPAUSE -dBATCH -sDEVICE=png16m -r72 -dGraphicsAlphaBits=1 -o "$dir/w_pdf.png" "$dir/w.pdf"
gs -q -dNOPAUSE -dBATCH -sDEVICE=png16m -r72 -dGraphicsAlphaBits=1 -o "$dir/a_pdf.png" "$dir/a.pdf"
check_same "pdf page pixels" "$(identify -format '%w %h' "$dir/w_pdf.png")" "595 842"
check_same "no path on the pdf worksheet" "$(reds "$dir/w_pdf.png")" 0
[ "$(reds "$dir/a_pdf.png")" -gt 100 ]; check_same "path on the pdf key" $? 0

# The same arguments, the same bytes.
for f in png svg pdf; do
    "$bin" gen $args -f $f --page a4 -o "$dir/again.$f"
    cmp -s "$dir/w.$f" "$dir/again.$f"; check_same "same $f bytes" $? 0
done

# Several mazes a page: four of consecutive seeds, or one for each of
# several generators, each under its caption; --no-seed leaves the seeds
# and the command off. The same arguments, the same bytes.
check_output '' gen -a wilson -s 30x20 -r 7 --per-page 4 -f pdf -o "$dir/four.pdf"
check_output '' gen -a wilson,growing-tree:newest -s 20x20 -r 7 -f pdf --solution -o "$dir/two.pdf"
check_output '' gen -a wilson -s 30x20 -r 7 --per-page 2 --no-seed -f pdf -o "$dir/bare.pdf"
pdftext() { gs -q -dNOPAUSE -dBATCH -sDEVICE=txtwrite -o - "$1" | tr -d '\r' | tr -s ' ' | sed 's/^ *//; s/ *$//' | grep -v '^$'; }
check_same "four a page" "$(pdftext "$dir/four.pdf" | head -7)" "Mazes: Wilson's algorithm, 30x20, seeds 7 to 10
mazelab gen --algo wilson --size 30x20 --seed 7 --per-page 4 --format pdf --page a4
Name: ______________________________
Maze 1: seed 7 Maze 2: seed 8
Start Start
Finish Finish
Maze 3: seed 9 Maze 4: seed 10"
check_same "a generator each" "$(pdftext "$dir/two.pdf" | grep -c 'A: Wilson.s algorithm\|B: Growing tree (Newest cell (backtracker))\|^Answer key: 20x20, seed 7$\|--algo wilson,growing-tree:newest --size 20x20 --seed 7 --format pdf --page a4 --solution')" 4
[ "$(gs -q -dNOPAUSE -dBATCH -sDEVICE=png16m -r72 -dGraphicsAlphaBits=1 -o - "$dir/two.pdf" | convert - -fill black +opaque '#eb503c' -fill white -opaque '#eb503c' -format '%[fx:round(mean*w*h)]' info:)" -gt 200 ]
check_same "both answers drawn" $? 0
check_same "no seed" "$(pdftext "$dir/bare.pdf" | grep -v '^Start$\|^Finish$')" "Mazes: Wilson's algorithm, 30x20
Name: ______________________________
Maze 1
Maze 2"
"$bin" gen -a wilson -s 30x20 -r 7 --per-page 4 -f pdf -o "$dir/four_again.pdf"
cmp -s "$dir/four.pdf" "$dir/four_again.pdf"; check_same "same bytes, four a page" $? 0

# Refusals, before any work.
check_refuse 2 '--per-page is for a worksheet page' gen $args -f png --per-page 2 -o "$dir/x.png"
check_refuse 2 '--per-page takes 1, 2 or 4' gen $args -f pdf --per-page 3 -o "$dir/x.pdf"
check_refuse 2 "--algo takes 1, 2 or 4 generator ids (got 'wilson,prim,kruskal')" \
    gen -a wilson,prim,kruskal -s 5x5 -f pdf -o "$dir/x.pdf"
check_refuse 2 '--per-page does not go with several --algo ids' gen -a wilson,prim -s 5x5 -f pdf --per-page 2 -o "$dir/x.pdf"
check_refuse 2 '--algo with several ids is for a worksheet page' gen -a wilson,prim -s 5x5 -f png -o "$dir/x.png"
check_refuse 2 'the cells would be' gen -a wilson -s 150x100 --per-page 4 -f pdf -o "$dir/x.pdf"
check_refuse 2 "unknown page 'a5'; valid: a4, letter" gen $args -f png --page a5 -o "$dir/x.png"
check_refuse 2 '--page is for --format png, svg or pdf, not gif' gen $args -f gif --page a4 -o "$dir/x.gif"
check_refuse 2 '--cell-size does not go with a page' gen $args -f pdf -c 4 -o "$dir/x.pdf"
check_refuse 2 '--format pdf needs --output FILE' gen $args -f pdf
check_refuse 2 'the cells would be 0.74 mm on A4 paper; the smallest is 1 mm' \
    gen -a kruskal -s 250x10 -f pdf -o "$dir/x.pdf"
check_same "nothing written" "$(ls "$dir" | grep -c '^x\.')" 0

check_summary
