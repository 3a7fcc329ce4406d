"""Stand-in for adafruit_display_text (tools/app_mem.py's --labels standin): see bitmap_label."""
